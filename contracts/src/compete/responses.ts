import type { FundraiserStatus } from '../fundraisers/status';
import type { GameSlug } from '../games';

// Response shapes of compete: boards, games, runs, shared tokens and the public big screen (badges: badges.ts).

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
    /**
     * The fundraiser's readable address `/f/{slug}`, which the big screen shows as a QR code and in words so the room
     * can give. Optional until the live read carries it: without it the screen shows no donate address.
     */
    slug?: string;
  };
  /** The group race, highest total first. */
  groups: { _id: string; groupName: string; groupTarget: number; groupTotalDonations: number }[];
  games: { _id: string; gameName: string; slug: GameSlug; version: number; top: LeaderboardPlayer[] }[];
  /**
   * Newest first; a donor shows as "Jane D." or "Anonymous"; `amountCents` is null when the donor hid it and
   * `message` null when there is none or an admin hid it (the supporters wall's rules).
   */
  recentDonations: { _id: string; donorName: string; amountCents: number | null; message: string | null; at: string }[];
}
