import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { Membership } from '../../entities/membership.entity';
import { summarise } from '../../read-models/fundraiser-views';
import { ListAdministeredFundraisersQuery } from '../list-administered-fundraisers/list-administered-fundraisers.query';
import { ListMyFundraisersQuery } from './list-my-fundraisers.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@QueryHandler(ListMyFundraisersQuery)
export class ListMyFundraisersHandler implements IQueryHandler<ListMyFundraisersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ user }: ListMyFundraisersQuery) {
    if (user.role === 'admin' || user.role === 'secondaryAdmin') {
      return this.queries.execute(new ListAdministeredFundraisersQuery(user));
    }
    const em = this.em.fork();
    const memberships = await em.find(Membership, { accountId: user.accountId }, { fields: ['fundraiserId'] });
    if (memberships.length === 0) return [];
    const fundraisers = await em.find(
      Fundraiser,
      { id: { $in: [...new Set(memberships.map((membership) => membership.fundraiserId))] } },
      { orderBy: { startsAt: 'desc', id: 'asc' } },
    );
    return summarise(em, this.balances, fundraisers);
  }
}
