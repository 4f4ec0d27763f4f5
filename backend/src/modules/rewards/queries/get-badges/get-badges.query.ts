import type { BadgeBoard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/rewardRoutes/getBadges: the caller's six badges in one fundraiser, earned or locked, with progress. */
export class GetBadgesQuery extends Query<BadgeBoard> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
