import type { PayoutAccountRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/stripeRoutes/getAllAccounts: the caller's own payout accounts, oldest first, with what uses each. */
@RequiresHandler()
export class ListPayoutAccountsQuery extends Query<PayoutAccountRow[]> {
  constructor(readonly ownerAccountId: string) {
    super();
  }
}
