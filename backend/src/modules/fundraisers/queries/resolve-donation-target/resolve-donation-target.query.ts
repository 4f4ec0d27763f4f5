import { Query } from '@nestjs/cqrs';
import type { PaymentTarget } from '../payment-target/payment-target';

/** What both payment resolvers answer, as the payments context names it. */
export type { PaymentTarget };

/**
 * A donation through `/donate/{code}`: the code's fundraiser, group and participant (404 with the donation page's
 * message when the code is unknown or its participant left).
 */
export class ResolveDonationTargetQuery extends Query<PaymentTarget> {
  constructor(readonly referralCode: string) {
    super();
  }
}
