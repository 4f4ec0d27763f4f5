import type { PayoutAccountRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListPayoutAccountUsesQuery } from '../../../fundraisers/queries/list-payout-account-uses/list-payout-account-uses.query';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { payoutAccountRow } from '../../domain/payout-account-state';
import { ListPayoutAccountsQuery } from './list-payout-accounts.query';

@QueryHandler(ListPayoutAccountsQuery)
export class ListPayoutAccountsHandler implements IQueryHandler<ListPayoutAccountsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerAccountId }: ListPayoutAccountsQuery): Promise<PayoutAccountRow[]> {
    const rows = await this.em
      .fork()
      .find(
        PayoutAccount,
        { ownerAccountId, providerAccountId: { $ne: null } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    const ids = rows.map((row) => row.providerAccountId ?? '');
    const uses = ids.length > 0 ? await this.queries.execute(new ListPayoutAccountUsesQuery(ids)) : new Map();
    return rows.map((row) => payoutAccountRow(row, uses.get(row.providerAccountId ?? '') ?? []));
  }
}
