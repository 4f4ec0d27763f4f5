import { z } from 'zod';
import { safeText } from '../text';
import { fundRaiserIdField, gameIdField } from './ids';
import { competeLimits, competeMessages, gameSlugFromLink } from './rules';

// A fundraiser's games (spec §7 "Games"): read, create (or copy), update and delete them.

const gameNameField = safeText(
  z
    .string({ error: competeMessages.gameNameRequired })
    .trim()
    .min(1, competeMessages.gameNameRequired)
    .max(competeLimits.maxNameLength, `Game name must be at most ${competeLimits.maxNameLength} characters`),
);
const gameDescriptionField = safeText(
  z
    .string({ error: competeMessages.gameDescriptionLength })
    .trim()
    .min(competeLimits.minDescriptionLength, competeMessages.gameDescriptionLength)
    .max(
      competeLimits.maxDescriptionLength,
      `Game description must be at most ${competeLimits.maxDescriptionLength} characters`,
    ),
  { multiline: true },
);

/** Spec §5 asks for a valid URL; only FundPlay's own verifiable games are valid ones. */
const gameLinkField = z
  .string({ error: competeMessages.gameLinkRequired })
  .trim()
  .min(1, competeMessages.gameLinkRequired)
  .max(2000, competeMessages.gameLinkInvalid)
  .refine((link) => gameSlugFromLink(link) !== null, competeMessages.gameLinkInvalid);

/**
 * GET /api/gameRoutes/getGame: `gameId` answers that one game (with its `gameLink`); `fundRaiserId` the fundraiser's
 * games; neither, for an administrator, the games of every fundraiser they administer ("select game from other
 * fundraisers").
 */
export const getGameQuerySchema = z.object({
  fundRaiserId: fundRaiserIdField.optional(),
  gameId: gameIdField.optional(),
});
export type GetGameQuery = z.input<typeof getGameQuerySchema>;

/**
 * POST /api/gameRoutes/createGame (multipart: these fields plus the `image`, png/jpg/jpeg/webp). With
 * `copyFromGameId` (a game of another fundraiser the caller administers) name, description, link and image are
 * copied and may be left out; that is how a secondary admin adds a game.
 */
export const createGameFieldsSchema = z
  .object({
    fundRaiserId: fundRaiserIdField,
    copyFromGameId: gameIdField.optional(),
    gameName: gameNameField.optional(),
    gameDescription: gameDescriptionField.optional(),
    gameLink: gameLinkField.optional(),
  })
  .superRefine((game, ctx) => {
    if (game.copyFromGameId) return;
    if (!game.gameName) ctx.addIssue({ code: 'custom', path: ['gameName'], message: competeMessages.gameNameRequired });
    if (!game.gameDescription) {
      ctx.addIssue({ code: 'custom', path: ['gameDescription'], message: competeMessages.gameDescriptionLength });
    }
    if (!game.gameLink) ctx.addIssue({ code: 'custom', path: ['gameLink'], message: competeMessages.gameLinkRequired });
  });
export type CreateGameFields = z.input<typeof createGameFieldsSchema>;

/** PUT /api/gameRoutes/updateGame (multipart: these fields; a new `image` is optional). */
export const updateGameFieldsSchema = z.object({
  gameId: gameIdField,
  gameName: gameNameField,
  gameDescription: gameDescriptionField,
  gameLink: gameLinkField,
});
export type UpdateGameFields = z.input<typeof updateGameFieldsSchema>;

/** DELETE /api/gameRoutes/deleteGame?gameId */
export const deleteGameQuerySchema = z.object({ gameId: gameIdField });
