import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { summarise } from '../../read-models/fundraiser-views';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { ListAdministeredFundraisersQuery } from './list-administered-fundraisers.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@QueryHandler(ListAdministeredFundraisersQuery)
export class ListAdministeredFundraisersHandler implements IQueryHandler<ListAdministeredFundraisersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ user }: ListAdministeredFundraisersQuery) {
    const primaryAdminId = await this.access.primaryAdminOf(user);
    if (!primaryAdminId) return [];
    const em = this.em.fork();
    const fundraisers = await em.find(Fundraiser, { primaryAdminId }, { orderBy: { startsAt: 'desc', id: 'asc' } });
    return summarise(em, this.balances, fundraisers);
  }
}
