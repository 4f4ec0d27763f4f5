import {
  badgeKeys,
  competeRouteTable,
  gameCatalog,
  type Badge,
  type BadgeBoard,
  type BadgeKey,
  type FundraiserGame,
  type GameSlug,
  type Leaderboard,
  type LeaderboardPlayer,
  type LiveFundraiser,
} from '@fundplay/contracts';
import { mockRoute } from './mock-api';

/** Compete test data shaped by the contracts, shared by the games, badges, live and dashboard specs. */

const badgeTexts: Record<BadgeKey, { name: string; description: string; target: number }> = {
  topFundraiser: { name: 'Top Fundraiser', description: 'First in the fundraiser when it ends.', target: 1 },
  teamLeader: { name: 'Team Leader', description: 'Invite 3 team members who play.', target: 3 },
  firstDonation: { name: 'First Donation', description: 'Your first donation is credited.', target: 1 },
  communityStar: { name: 'Community Star', description: 'Share 10 tokens with your team.', target: 10 },
  milestoneMaster: { name: 'Milestone Master', description: 'Raise 25%, 50% and 100% of your share.', target: 3 },
  socialSharer: { name: 'Social Sharer', description: 'Your link is used by 5 donors.', target: 5 },
};

/** The six badges; `earned` ones have an earnedAt, the others the given progress (0 by default). */
export function badgeBoard(earned: BadgeKey[] = [], progress: Partial<Record<BadgeKey, number>> = {}): BadgeBoard {
  const badges: Badge[] = badgeKeys.map((key) => {
    const { name, description, target } = badgeTexts[key];
    const isEarned = earned.includes(key);
    return {
      key,
      name,
      description,
      earned: isEarned,
      earnedAt: isEarned ? '2027-03-04T10:00:00.000Z' : null,
      progress: { current: isEarned ? target : (progress[key] ?? 0), target },
    };
  });
  return { earned: earned.length, total: badges.length, badges };
}

export const getBadgesRoute = (board: BadgeBoard = badgeBoard()) =>
  mockRoute(competeRouteTable.getBadges, () => ({ body: { message: 'OK', data: board } }));

export function player(rank: number, overrides: Partial<LeaderboardPlayer> = {}): LeaderboardPlayer {
  return {
    rank,
    playerName: `Player${rank} P.`,
    score: 10_000 - rank * 100,
    membershipId: `9e000000-0000-4000-8000-${String(rank).padStart(12, '0')}`,
    ...overrides,
  };
}

export function fundraiserGame(
  slug: GameSlug,
  overrides: Partial<FundraiserGame> & { fundRaiserId: string },
): FundraiserGame {
  const entry = gameCatalog.find((candidate) => candidate.slug === slug);
  const index = gameCatalog.findIndex((candidate) => candidate.slug === slug);
  return {
    _id: `9a000000-0000-4000-8000-00000000000${index + 1}`,
    gameName: entry?.name ?? slug,
    gameDescription: entry?.description ?? 'A FundPlay game.',
    gameLink: `/embed/${slug}/`,
    slug,
    image: null,
    leaderBoard: { players: [] },
    ...overrides,
  };
}

/** A game's board: `players` ranked from 1, `me` when given. */
export function leaderboard(overrides: Partial<Leaderboard> & { fundraiserId: string; gameId: string }): Leaderboard {
  return {
    groupId: null,
    order: 'score-desc',
    version: 1,
    totalPlayers: overrides.players?.length ?? 0,
    players: [],
    me: null,
    around: [],
    ...overrides,
  };
}

/** No games in the fundraiser, for a dashboard that fetches them. */
export const noGamesRoute = mockRoute(competeRouteTable.getGame, () => ({ body: { message: 'OK', data: [] } }));

export function liveFundraiser(fundraiserId: string, overrides: Partial<LiveFundraiser> = {}): LiveFundraiser {
  return {
    fundraiser: {
      _id: fundraiserId,
      fundRaisingName: 'Lincoln Spring Drive',
      fundRaisingImage: null,
      fundRaisingGoal: 500_000,
      totalFunding: 125_000,
      status: 'inProgress',
      fundRaisingEndTime: Date.UTC(2027, 3, 1),
    },
    groups: [],
    games: [],
    recentDonations: [],
    ...overrides,
  };
}
