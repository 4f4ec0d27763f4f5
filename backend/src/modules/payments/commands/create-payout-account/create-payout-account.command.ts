import type { PayoutAccountRow } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** POST /api/stripeRoutes/createStripeAccount: a new connected account at the provider, owned by the caller. */
export class CreatePayoutAccountCommand extends Command<PayoutAccountRow> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly displayName: string,
  ) {
    super();
  }
}
