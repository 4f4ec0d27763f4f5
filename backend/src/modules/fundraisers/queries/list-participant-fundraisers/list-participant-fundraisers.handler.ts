import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { Membership } from '../../entities/membership.entity';
import { summarise } from '../../read-models/fundraiser-views';
import { ListParticipantFundraisersQuery } from './list-participant-fundraisers.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@QueryHandler(ListParticipantFundraisersQuery)
export class ListParticipantFundraisersHandler implements IQueryHandler<ListParticipantFundraisersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ accountId }: ListParticipantFundraisersQuery) {
    const em = this.em.fork();
    const memberships = await em.find(Membership, { accountId, role: 'participant' }, { fields: ['fundraiserId'] });
    if (memberships.length === 0) return [];
    const fundraisers = await em.find(
      Fundraiser,
      { id: { $in: memberships.map((membership) => membership.fundraiserId) } },
      { orderBy: { startsAt: 'desc', id: 'asc' } },
    );
    return summarise(em, this.balances, fundraisers);
  }
}
