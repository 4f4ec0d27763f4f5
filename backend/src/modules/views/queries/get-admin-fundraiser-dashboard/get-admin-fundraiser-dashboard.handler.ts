import type { AdminFundraiserDashboard } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetFundraiserAdministrationQuery } from '../../../fundraisers/queries/get-fundraiser-administration/get-fundraiser-administration.query';
import { ListFundraiserGamesQuery } from '../../../games/queries/list-fundraiser-games/list-fundraiser-games.query';
import { GetAdminFundraiserDashboardQuery } from './get-admin-fundraiser-dashboard.query';

/** The administration (which refuses anyone who does not run the fundraiser) and its games, side by side. */
@QueryHandler(GetAdminFundraiserDashboardQuery)
export class GetAdminFundraiserDashboardHandler implements IQueryHandler<GetAdminFundraiserDashboardQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ user, fundraiserId }: GetAdminFundraiserDashboardQuery): Promise<AdminFundraiserDashboard> {
    const [administration, games] = await Promise.all([
      this.queries.execute(new GetFundraiserAdministrationQuery(user, fundraiserId)),
      this.queries.execute(new ListFundraiserGamesQuery([fundraiserId])),
    ]);
    return { ...administration, games };
  }
}
