import { moneyMessages, type PaymentStatus } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { Messenger } from '../../../../platform/messaging/messenger';
import { Payment, type PaymentRecordStatus } from '../../entities/payment.entity';
import { receiptKey } from '../../domain/receipt-keys';
import { GetPaymentStatusQuery } from './get-payment-status.query';

const statusOnTheWire: Record<PaymentRecordStatus, PaymentStatus['status']> = {
  requires_payment: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  refunded: 'refunded',
  partially_refunded: 'partiallyRefunded',
};

/** `jane@example.com` → `j***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

@QueryHandler(GetPaymentStatusQuery)
export class GetPaymentStatusHandler implements IQueryHandler<GetPaymentStatusQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly messenger: Messenger,
  ) {}

  async execute({ paymentIntentId }: GetPaymentStatusQuery): Promise<PaymentStatus> {
    const payment = await this.em.fork().findOne(Payment, { providerIntentId: paymentIntentId });
    if (!payment) throw new DomainError('not-found', moneyMessages.paymentNotFound);
    const receiptSent = payment.donorEmail !== '' && (await this.messenger.wasSent(receiptKey(payment)));
    return {
      paymentIntentId,
      status: statusOnTheWire[payment.status as PaymentRecordStatus],
      amountCents: payment.amountCents,
      kind: payment.kind,
      receiptSentTo: receiptSent ? maskEmail(payment.donorEmail) : null,
    };
  }
}
