import type { TeamMemberDashboard } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetTeamMemberMembershipViewQuery } from '../../../fundraisers/queries/get-team-member-membership-view/get-team-member-membership-view.query';
import { ListFundraiserGamesQuery } from '../../../games/queries/list-fundraiser-games/list-fundraiser-games.query';
import { GetTeamMemberDashboardQuery } from './get-team-member-dashboard.query';

/** The membership (which refuses non-members) and the fundraiser's games, side by side. */
@QueryHandler(GetTeamMemberDashboardQuery)
export class GetTeamMemberDashboardHandler implements IQueryHandler<GetTeamMemberDashboardQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ accountId, fundraiserId }: GetTeamMemberDashboardQuery): Promise<TeamMemberDashboard> {
    const [membership, games] = await Promise.all([
      this.queries.execute(new GetTeamMemberMembershipViewQuery(accountId, fundraiserId)),
      this.queries.execute(new ListFundraiserGamesQuery([fundraiserId])),
    ]);
    return { ...membership, games };
  }
}
