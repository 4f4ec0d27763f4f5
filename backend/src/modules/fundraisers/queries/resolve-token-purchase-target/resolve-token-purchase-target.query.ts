import { Query } from '@nestjs/cqrs';
import type { PaymentTarget } from '../payment-target/payment-target';

/**
 * A token purchase by `accountId` for a fundraiser or one of its groups: 404 when neither exists, 403 when the
 * caller is not a member (participant or team member) of that fundraiser.
 */
export class ResolveTokenPurchaseTargetQuery extends Query<PaymentTarget> {
  constructor(
    readonly accountId: string,
    readonly target: { fundraiserId: string } | { groupId: string },
  ) {
    super();
  }
}
