import type { Leaderboard, LeaderboardQuery } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/gameRoutes/leaderboard: public; `accountId` (a signed-in caller) adds their own row and neighbours. */
export class GetLeaderboardQuery extends Query<Leaderboard> {
  constructor(
    readonly accountId: string | null,
    readonly query: Required<Pick<LeaderboardQuery, 'fundRaiserId' | 'gameId'>> & { groupId?: string; limit: number },
  ) {
    super();
  }
}
