import type { Payment } from '../entities/payment.entity';

/** The Messenger's idempotency key of a payment's receipt: one receipt per payment, whatever retries happen. */
export function receiptKey(payment: Pick<Payment, 'id' | 'kind'>): string {
  return payment.kind === 'tokenPurchase' ? `token-receipt:${payment.id}` : `donation-receipt:${payment.id}`;
}
