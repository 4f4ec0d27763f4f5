import type { donationSchema, PaymentIntentStart } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/**
 * POST /api/authRoutes/getDonations: a gift through a referral code, as a destination charge to the credited
 * group's (else the fundraiser's) connected account. Answers the PaymentIntent's client secret; nothing is
 * credited until Stripe's signed webhook says the charge succeeded.
 */
export class StartDonationCommand extends Command<PaymentIntentStart> {
  constructor(readonly donation: z.output<typeof donationSchema>) {
    super();
  }
}
