import type { PayoutAccountRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/stripeRoutes/getAllAccounts: the caller's own payout accounts, oldest first, with what uses each. */
export class ListPayoutAccountsQuery extends Query<PayoutAccountRow[]> {
  constructor(readonly ownerAccountId: string) {
    super();
  }
}
