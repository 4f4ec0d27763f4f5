import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { HoldPayoutAccountQuery } from '../../../fundraisers/ports/hold-payout-account.query';

@QueryHandler(HoldPayoutAccountQuery)
export class HoldPayoutAccountHandler implements IQueryHandler<HoldPayoutAccountQuery> {
  async execute({ em, providerAccountId, ownerAccountIds }: HoldPayoutAccountQuery): Promise<boolean> {
    const owners = ownerAccountIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (owners.length === 0) return false;
    const rows = await em.execute(
      `select 1 from payout_accounts
        where provider_account_id = ? and owner_account_id = any(?::uuid[]) and charges_enabled
          for share`,
      [providerAccountId, `{${owners.join(',')}}`],
    );
    return rows.length > 0;
  }
}
