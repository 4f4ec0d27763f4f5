import type { PaymentStatus } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * GET /api/payments/status?paymentIntentId: whether FundPlay has fulfilled the payment from Stripe's signed
 * webhook (the page polls it after confirming). Only the payer knows the intent's id; the answer masks the email.
 */
export class GetPaymentStatusQuery extends Query<PaymentStatus> {
  constructor(readonly paymentIntentId: string) {
    super();
  }
}
