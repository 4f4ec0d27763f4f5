import type { AdminFundraiserDashboard } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import {
  fundraiserDetail,
  fundraiserPeople,
  groupDetails,
  organisationAdministrators,
} from '../../fundraiser-admin-views';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { GetAdminFundraiserDashboardQuery } from './get-admin-fundraiser-dashboard.query';

@QueryHandler(GetAdminFundraiserDashboardQuery)
export class GetAdminFundraiserDashboardHandler implements IQueryHandler<GetAdminFundraiserDashboardQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: GetAdminFundraiserDashboardQuery): Promise<AdminFundraiserDashboard> {
    const em = this.em.fork();
    const fundraiser = await this.access.requireAdministered(em, user, fundraiserId);
    const [detail, administrators, groups, people] = await Promise.all([
      fundraiserDetail(em, user, fundraiser),
      organisationAdministrators(this.queries, fundraiser),
      em.find(FundraiserGroup, { fundraiserId }, { orderBy: { createdAt: 'asc', name: 'asc' } }),
      fundraiserPeople(em, this.queries, fundraiserId),
    ]);
    return {
      fundRaiser: detail,
      admin: administrators,
      group: groupDetails(groups, administrators, people),
      participants: people.participants,
      // The compete issue adds games, the money issue sponsors; until then there are none, honestly.
      games: [],
      sponsors: [],
    };
  }
}
