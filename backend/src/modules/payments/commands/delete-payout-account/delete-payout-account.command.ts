import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * DELETE /api/stripeRoutes/deleteStripeAccount?stripeId: removes one of the caller's payout accounts, unless a
 * fundraiser or group that has not ended still pays out to it (409, `data.fundRaisers` lists them).
 */
export class DeletePayoutAccountCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly providerAccountId: string,
  ) {
    super();
  }
}
