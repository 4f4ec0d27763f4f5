// The badges a member earns in a fundraiser (data of GET /api/rewardRoutes/getBadges).

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
