import type { buyTokensSchema, PaymentIntentStart } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * POST /api/authRoutes/buyTokens: a member buys tokens for a fundraiser or one of its groups. The money pays that
 * cause like a donation; the tokens reach the buyer's wallet when Stripe's signed webhook says the charge succeeded.
 */
export class StartTokenPurchaseCommand extends Command<PaymentIntentStart> {
  constructor(
    readonly user: Pick<AuthenticatedUser, 'accountId' | 'email'>,
    readonly purchase: z.output<typeof buyTokensSchema>,
  ) {
    super();
  }
}
