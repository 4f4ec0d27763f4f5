import { z } from 'zod';
import { competeLimits, competeMessages, gameSlugFromLink } from './compete-rules';
import type { FundraiserStatus } from './fundraiser-status';
import type { GameSlug } from './games';
import { integerField } from './integers';
import { safeText } from './text';

export * from './compete-rules';

/*
 * Compete (architecture §7–§8): a fundraiser's games, token-paid runs the server replays, leaderboards of verified
 * scores, shared tokens, badges and the public big screen.
 */

const uuid = (message: string) => z.string({ error: message }).uuid(message);
const fundRaiserIdField = uuid('Choose a fundraiser');
const gameIdField = uuid('Choose a game');

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

/* ---------- Games of a fundraiser (spec §7 "Games") ---------- */

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

/* ---------- Compete runs ---------- */

/**
 * POST /api/gameRoutes/startRun: spends one token and opens a run. `runId` is chosen by the browser (a fresh
 * uuid per Compete press), so a retried request opens the same run and spends nothing twice. One account may start
 * a few runs a minute (the server's `COMPETE_STARTS_PER_MINUTE`); more are refused with 429 and when to retry.
 */
export const startRunSchema = z.object({
  runId: uuid('A run id is required'),
  fundRaiserId: fundRaiserIdField,
  gameId: gameIdField,
});
export type StartRunRequest = z.input<typeof startRunSchema>;

const replayInputMessage = 'This replay holds an input no FundPlay game makes.';

/** A whole number up to the latest tick, or a word of 1–8 lower-case letters ('u', 'quit'). */
function isReplayAtom(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= competeLimits.maxReplayTick;
  return typeof value === 'string' && /^[a-z]{1,8}$/.test(value);
}

/**
 * One recorded input as the game sends it: `[tick, input]`, the input an atom or a pair of atoms (a swap [17, 18]),
 * so it takes at most `competeLimits.maxReplayInputBytes` as JSON. Each game's own core checks its inputs itself.
 */
function isReplayInput(entry: unknown): boolean {
  if (!Array.isArray(entry) || entry.length !== 2) return false;
  const [tick, input]: unknown[] = entry;
  if (typeof tick !== 'number' || !isReplayAtom(tick)) return false;
  if (!Array.isArray(input)) return isReplayAtom(input);
  return (input.length === 1 || input.length === 2) && input.every(isReplayAtom);
}

/**
 * The recorded inputs, checked with one predicate pass (zod checking 60,000 tuples costs several times more); only
 * the first input that breaks the shape is named, however many do.
 */
const replayInputsField = z
  .array(z.unknown())
  .max(competeLimits.maxReplayInputs, 'This replay is longer than any game lasts.')
  .superRefine((inputs, ctx) => {
    const wrong = inputs.findIndex((entry) => !isReplayInput(entry));
    if (wrong >= 0) ctx.addIssue({ code: 'custom', path: [wrong], message: replayInputMessage });
  });

/**
 * POST /api/gameRoutes/finishRun: the run's ticket and what the game recorded. Any body this schema allows, as
 * JSON.stringify writes it, is at most `competeLimits.finishRunBodyLimitBytes` (about 2 MB: 60,000 inputs at their
 * longest), the route's own body limit; a larger one is refused with 413 before it is read. The run ranks only if
 * its replay lasts no longer than the time since startRun (ticks at the game's rate) plus a few seconds' slack.
 */
export const finishRunSchema = z.object({
  runId: uuid('A run id is required'),
  ticket: z.string().min(16).max(200),
  replay: z.object({
    game: z.string().max(100),
    seed: z.number().int().min(0).max(0xffffffff),
    inputs: replayInputsField,
    claimedScore: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
});
export type FinishRunRequest = z.input<typeof finishRunSchema>;

/* ---------- Leaderboards ---------- */

/** GET /api/gameRoutes/leaderboard: a fundraiser's board for one game, or one group's. */
export const leaderboardQuerySchema = z.object({
  fundRaiserId: fundRaiserIdField,
  gameId: gameIdField,
  groupId: uuid('Choose a group').optional(),
  limit: integerField(
    competeMessages.leaderboardLimit,
    z
      .number()
      .int(competeMessages.leaderboardLimit)
      .min(1, competeMessages.leaderboardLimit)
      .max(competeLimits.maxLeaderboardSize, competeMessages.leaderboardLimit),
  ).default(competeLimits.leaderboardSize),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/* ---------- Tokens ---------- */

/** PUT /api/participantRoutes/sendTokensToTeamMember (spec §7, plus the fundraiser whose wallet pays). */
export const shareTokensSchema = z.object({
  fundRaiserId: fundRaiserIdField,
  /** One team member's account id (`_id` of the dashboard's team member row); a list is refused. */
  teamMemberId: uuid(competeMessages.oneTeamMember),
  tokensToSend: integerField(
    competeMessages.tokensWhole,
    z
      .number()
      .int(competeMessages.tokensWhole)
      .min(competeLimits.minTokensToShare, competeMessages.tokensWhole)
      .max(competeLimits.maxTokensToShare, competeMessages.notEnoughToShare),
  ),
});
export type ShareTokensRequest = z.input<typeof shareTokensSchema>;

/* ---------- Badges and the big screen ---------- */

/** GET /api/rewardRoutes/getBadges?fundRaiserId: the caller's badges in one fundraiser. */
export const badgesQuerySchema = z.object({ fundRaiserId: fundRaiserIdField });

/** GET /api/liveRoutes/getLiveFundraiser?fundRaiserId: the public big screen. */
export const liveFundraiserQuerySchema = z.object({ fundRaiserId: fundRaiserIdField });

/* ---------- Responses ---------- */

/** How a game's board sorts (its definition says which). */
export type LeaderboardOrder = 'score-desc' | 'level-asc-score-desc';

/** One row of a board (spec §5 `leaderBoard.players[]`). */
export interface LeaderboardPlayer {
  rank: number;
  /** "Jane D.": first name and last initial, never more. */
  playerName: string;
  score: number;
  level?: number;
  /** The player's membership: lets a page mark "you" without learning anyone's account. */
  membershipId: string;
}

/** data of GET /api/gameRoutes/leaderboard */
export interface Leaderboard {
  fundraiserId: string;
  gameId: string;
  groupId: string | null;
  order: LeaderboardOrder;
  /** Grows with every verified run projected into the fundraiser's board; a socket event naming a newer one means refetch. */
  version: number;
  totalPlayers: number;
  players: LeaderboardPlayer[];
  /** The caller's own row and neighbours, when signed in as a member who has a verified score. */
  me: LeaderboardPlayer | null;
  around: LeaderboardPlayer[];
}

/** A fundraiser's game (spec §5 "Game"). */
export interface FundraiserGame {
  _id: string;
  gameName: string;
  gameDescription: string;
  /** `/embed/<slug>/` */
  gameLink: string;
  slug: GameSlug;
  /** The image's address, or null when none is stored. */
  image: string | null;
  fundRaiserId: string;
  /** The fundraiser's name, for the "select game from other fundraisers" list. */
  fundRaisingName?: string;
  leaderBoard: { players: LeaderboardPlayer[] };
}

/** data of POST /api/gameRoutes/startRun */
export interface CompeteRunStart {
  runId: string;
  /** Single use: finishRun needs it, once, before `expiresAt`. */
  ticket: string;
  /** The seed the game must play with (uint32). */
  seed: number;
  gameId: string;
  slug: GameSlug;
  expiresAt: string;
  /** The caller's tokens left in this fundraiser. */
  tokens: number;
}

/** data of POST /api/gameRoutes/finishRun */
export interface CompeteRunResult {
  runId: string;
  verified: boolean;
  /** The replayed score (what ranks), not the claimed one. */
  score: number;
  level: number;
  /** The player's place on the fundraiser's board after this run, when verified. */
  rank: number | null;
  /** Whether this run beat the player's earlier best. */
  personalBest: boolean;
  /** The player's place on the fundraiser's board before this run (null: not on it yet), to show the move. */
  previousRank: number | null;
  /** The player's best verified score on this game's board after this run, when verified. */
  bestScore: number | null;
  /** Why the run was refused, when it was. */
  reason?: string;
}

/** data of PUT /api/participantRoutes/sendTokensToTeamMember */
export interface TokensShareResult {
  /** The sender's tokens left. */
  tokens: number;
  teamMemberId: string;
  teamMemberTokens: number;
}

export const badgeKeys = [
  'topFundraiser',
  'teamLeader',
  'firstDonation',
  'communityStar',
  'milestoneMaster',
  'socialSharer',
] as const;
export type BadgeKey = (typeof badgeKeys)[number];

export interface Badge {
  key: BadgeKey;
  name: string;
  /** What earns it, in words a participant understands. */
  description: string;
  earned: boolean;
  earnedAt: string | null;
  progress: { current: number; target: number };
}

/** data of GET /api/rewardRoutes/getBadges */
export interface BadgeBoard {
  earned: number;
  total: number;
  badges: Badge[];
}

/** data of GET /api/liveRoutes/getLiveFundraiser: the public big screen. */
export interface LiveFundraiser {
  fundraiser: {
    _id: string;
    fundRaisingName: string;
    fundRaisingImage: string | null;
    /** Cents, as everywhere. */
    fundRaisingGoal: number;
    totalFunding: number;
    status: FundraiserStatus;
    fundRaisingEndTime: number;
  };
  /** The group race, highest total first. */
  groups: { _id: string; groupName: string; groupTarget: number; groupTotalDonations: number }[];
  games: { _id: string; gameName: string; slug: GameSlug; version: number; top: LeaderboardPlayer[] }[];
  /** Newest first; a donor shows as "Jane D." or "Anonymous". */
  recentDonations: { donorName: string; amountCents: number; at: string }[];
}
