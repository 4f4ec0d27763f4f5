import {
  competeMessages,
  gameCatalog,
  gameLinkFor,
  gameSlugFromLink,
  updateGameFieldsSchema,
  type FundraiserGame,
  type GameSlug,
} from '@fundplay/contracts';
import { issuesResolver, type Validation } from '@/lib/forms/issues-resolver';

/** The game form's fields: the catalogue game (its link follows from it), then its name and description. */
export interface GameFormValues {
  slug: GameSlug | '';
  gameName: string;
  gameDescription: string;
}

/** What the form submits, checked with the server's rules and messages. */
export interface GameFields {
  gameName: string;
  gameDescription: string;
  gameLink: string;
}

/** Spec §5: a game's image is png, jpg, jpeg or webp. */
export const gameImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const gameImageAccept = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

export const emptyGameForm: GameFormValues = { slug: '', gameName: '', gameDescription: '' };

export function gameFormValuesOf(game: FundraiserGame): GameFormValues {
  return {
    slug: gameSlugFromLink(game.gameLink) ?? game.slug,
    gameName: game.gameName,
    gameDescription: game.gameDescription,
  };
}

/** The catalogue's name and description for a game: what the form fills in when the game is picked. */
export function catalogueTextOf(slug: GameSlug): { gameName: string; gameDescription: string } {
  const game = gameCatalog.find((candidate) => candidate.slug === slug);
  return { gameName: game?.name ?? '', gameDescription: game?.description ?? '' };
}

const fieldsSchema = updateGameFieldsSchema.pick({ gameName: true, gameDescription: true, gameLink: true });

export function validateGameForm(values: GameFormValues): Validation<GameFields> {
  const result = fieldsSchema.safeParse({
    gameName: values.gameName,
    gameDescription: values.gameDescription,
    gameLink: values.slug ? gameLinkFor(values.slug) : '',
  });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      return { field: field === 'gameLink' ? 'slug' : field, message: issue.message };
    }),
  };
}

export const gameFormResolver = issuesResolver(validateGameForm);

/** What is wrong with a chosen picture, or null when it will do. */
export function gameImageProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? competeMessages.gameImageRequired : null;
  return (gameImageTypes as readonly string[]).includes(file.type) ? null : competeMessages.gameImageType;
}
