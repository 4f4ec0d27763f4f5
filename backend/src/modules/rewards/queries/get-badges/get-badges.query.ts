import type { BadgeBoard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/rewardRoutes/getBadges: the caller's six badges in one fundraiser, earned or locked, with progress. */
@RequiresHandler()
export class GetBadgesQuery extends Query<BadgeBoard> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
