import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { RouteQuery, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { GetAdminFundraiserDashboardQuery } from './queries/get-admin-fundraiser-dashboard/get-admin-fundraiser-dashboard.query';
import { GetParticipantDashboardQuery } from './queries/get-participant-dashboard/get-participant-dashboard.query';
import { GetTeamMemberDashboardQuery } from './queries/get-team-member-dashboard/get-team-member-dashboard.query';

/** The three dashboards: each composes the fundraisers context's view of a membership with games (and contacts). */
@Controller()
export class DashboardsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(routeTable.getParticipantDashboardByFundRaisingId)
  participant(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.getParticipantDashboardByFundRaisingId>,
  ) {
    return this.queries.execute(new GetParticipantDashboardQuery(user.accountId, query.fundRaisingId));
  }

  @Route(routeTable.teamMemberDashboard)
  teamMember(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.teamMemberDashboard>,
  ) {
    return this.queries.execute(new GetTeamMemberDashboardQuery(user.accountId, query.fundRaisingId));
  }

  @Route(routeTable.getAdminDashboardByFundRaisingId)
  admin(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.getAdminDashboardByFundRaisingId>,
  ) {
    return this.queries.execute(new GetAdminFundraiserDashboardQuery(user, query.fundRaisingId));
  }
}
