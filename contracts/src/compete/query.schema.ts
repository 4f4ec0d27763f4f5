import { z } from 'zod';
import { integerField } from '../integers';
import { fundRaiserIdField, gameIdField, uuid } from './ids';
import { competeLimits, competeMessages } from './rules';

// What the boards are read with: a leaderboard, the caller's badges and the public big screen.

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

/** GET /api/rewardRoutes/getBadges?fundRaiserId: the caller's badges in one fundraiser. */
export const badgesQuerySchema = z.object({ fundRaiserId: fundRaiserIdField });

/** GET /api/liveRoutes/getLiveFundraiser?fundRaiserId: the public big screen. */
export const liveFundraiserQuerySchema = z.object({ fundRaiserId: fundRaiserIdField });
