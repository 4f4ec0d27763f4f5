import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { NamePayoutAccountsQuery } from '../../../fundraisers/ports/name-payout-accounts.query';

@QueryHandler(NamePayoutAccountsQuery)
export class NamePayoutAccountsHandler implements IQueryHandler<NamePayoutAccountsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerAccountIds }: NamePayoutAccountsQuery): Promise<Map<string, string>> {
    const ids = [...new Set(providerAccountIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.em
      .fork()
      .find(PayoutAccount, { providerAccountId: { $in: ids } }, { fields: ['providerAccountId', 'displayName'] });
    return new Map(rows.flatMap((row) => (row.providerAccountId ? [[row.providerAccountId, row.displayName]] : [])));
  }
}
