/**
 * Compete rules and texts without zod, so game pages, dashboards and the big screen can show them before any
 * schema loads. The server enforces each rule; the browser repeats them with the same words.
 */
import { gameCatalog, type GameSlug } from '../games';

const MAX_REPLAY_INPUTS = 60_000;
const MAX_REPLAY_INPUT_BYTES = 32;

export const competeLimits = {
  /** Spec §5: a game's description is at least 10 characters. */
  minDescriptionLength: 10,
  maxDescriptionLength: 2000,
  maxNameLength: 80,
  /** Spec §9: token share minimum 1. */
  minTokensToShare: 1,
  maxTokensToShare: 10_000,
  /** The most recorded inputs a finished run may carry (every game's own bound is lower; see its definition). */
  maxReplayInputs: MAX_REPLAY_INPUTS,
  /** The latest tick a replay input may carry: past the longest run of any game (Alphabet Merge's 72,001). */
  maxReplayTick: 999_999,
  /**
   * The longest one recorded input may be as compact JSON, `[999999,["abcdefgh","abcdefgh"]]`: a tick, then an
   * input that is a whole number up to `maxReplayTick`, a word of 1–8 lower-case letters, or a pair of those.
   */
  maxReplayInputBytes: MAX_REPLAY_INPUT_BYTES,
  /**
   * The largest finishRun body the server reads, in bytes: `maxReplayInputs` inputs at their longest with the commas
   * between them, plus 2 KiB for the rest (the keys, run id, seed, claimed score, and a ticket and game name of the
   * most characters the schema allows, each escaped: 1,943 bytes at worst). So every body the schema allows, as
   * JSON.stringify writes it, fits (1,982,048 bytes). Every other JSON route takes at most 100 kB.
   */
  finishRunBodyLimitBytes: MAX_REPLAY_INPUTS * (MAX_REPLAY_INPUT_BYTES + 1) + 2048,
  /** How many players a leaderboard page shows by default, and at most. */
  leaderboardSize: 10,
  maxLeaderboardSize: 100,
  /** Players shown above and below the caller in "around me". */
  aroundMe: 2,
} as const;

export const competeMessages = {
  // Games of a fundraiser (spec §5, §8).
  gameNameRequired: 'Game name is required',
  gameDescriptionLength: 'Game description must be at least 10 characters',
  gameLinkRequired: 'Game link is required',
  gameLinkInvalid:
    "Choose one of FundPlay's games (Hang Glider, Alphabet Merge, Freight Train or Gem Crusher): only games the server can replay may rank.",
  gameImageRequired: 'Game image is required',
  gameImageType: 'Images must be png, jpg, jpeg or webp',
  gameAlreadyAdded: 'This fundraiser already has that game.',
  onlyPrimaryAdminNewGame: 'Only primary admin can add a different new game',
  onlyPrimaryAdminEdits: 'Only primary admin can edit games',
  onlyPrimaryAdminDeletes: 'Only primary admin can delete games',
  gameNotFound: 'Game not found',
  gameLinkLocked: 'This game has ranked runs, so it cannot change to another game. Add the other game instead.',
  gameCreated: 'Game has been added successfully!',
  gameUpdated: 'Game has been updated successfully!',
  gameDeleted: 'Game has been deleted successfully!',
  gameCreateError: 'Error creating new game!',
  gameUpdateError: 'Error updating game!',
  gameDeleteError: 'Error deleting selected game!',
  gamesLoadError: 'Error fetching games!',
  noExistingGames: 'No existing games found!',
  noGames: 'This fundraiser currently has no games',
  loadingGames: 'Loading games…',

  // Tokens (spec §5, §8).
  noTokens: 'You do not have any tokens!',
  notEnoughToShare: 'Not enough tokens to share!',
  oneTeamMember: 'You can share tokens with one team member at a time!',
  tokensWhole: 'Token sharing must be a whole number of at least 1',
  tokensShared: 'Tokens shared successfully!',
  tokensShareError: 'Error sharing tokens!',
  teamMemberNotOnTeam: 'That person is not on your team in this fundraiser',

  // Runs.
  fundraiserEnded: 'This fundraiser has ended: its leaderboards are final.',
  fundraiserNotStarted: 'This fundraiser has not started yet: compete once it starts, or practise for free now.',
  notAMember: 'You are not part of this fundraiser',
  runNotFound: 'This run was not found. Start a new one from the dashboard.',
  runClosed: 'This run has already been submitted.',
  runExpired: 'This run took too long and has expired. Its token cannot be refunded.',
  runTicketInvalid: 'This run could not be verified: its ticket does not match.',
  runWrongGame: 'This replay is for another game.',
  runWrongSeed: 'This replay was not played with the seed the server issued.',
  runRejected: 'Your score could not be verified, so it was not ranked.',
  runTooFast: 'This run was sent sooner than it could have been played, so it was not ranked.',
  tooManyStarts: 'You are starting runs faster than anyone can play them. Wait a moment, then press Compete again.',
  runVerified: 'Score verified!',
  verifierBusy: 'Your score could not be checked just now. Your run is kept: try sending it again in a moment.',
  thanksForPlaying: 'Thanks for playing!',

  // Leaderboards.
  leaderboardLimit: `A leaderboard shows a whole number of players, from 1 to ${competeLimits.maxLeaderboardSize}`,
} as const;

/** Where a FundPlay game is served: its `gameLink`. */
export function gameLinkFor(slug: GameSlug): string {
  return `/embed/${slug}/`;
}

const embedPath = /^\/embed\/([a-z0-9-]+)\/?(?:index\.html)?$/;

/**
 * The catalogue game a `gameLink` names, or null: a link is accepted as `/embed/<slug>/` (with or without
 * `index.html`), relative or as an absolute http(s) address of any host, since only the slug is kept.
 */
export function gameSlugFromLink(link: string): GameSlug | null {
  let path = link.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  const slug = embedPath.exec(path)?.[1];
  return gameCatalog.find((game) => game.slug === slug)?.slug ?? null;
}

/** "Jane D.": how leaderboards and the big screen name a person (first name and last initial only). */
export function publicPlayerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
