import { competeRouteTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { RouteQuery, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { GetBadgesQuery } from './queries/get-badges/get-badges.query';

/** /api/rewardRoutes: a member's badges. */
@Controller()
export class RewardController {
  constructor(private readonly queries: QueryBus) {}

  @Route(competeRouteTable.getBadges)
  badges(@CurrentUser() user: AuthenticatedUser, @RouteQuery() query: ParsedQuery<typeof competeRouteTable.getBadges>) {
    return this.queries.execute(new GetBadgesQuery(user.accountId, query.fundRaiserId));
  }
}
