import type { DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { GetReceiptDetailsQuery } from '../../fundraisers/queries/get-receipt-details/get-receipt-details.query';
import { Payment } from '../entities/payment.entity';
import { receiptKey } from '../domain/receipt-keys';
import { formatUsd, receiptDate } from '../domain/receipt-text';

export type SendTokenPurchaseReceiptPayload = DomainEventMap['TokensPurchased'];

/** The buyer's receipt for tokens: how many, what they cost, for which fundraiser. One per payment. */
@Injectable()
@DomainJob({ name: 'payments.send-token-purchase-receipt', on: 'TokensPurchased', queue: 'messaging' })
export class SendTokenPurchaseReceiptJob implements DomainJobHandler<'TokensPurchased'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly messenger: Messenger,
  ) {}

  async handle({ paymentId, tokens, amountCents }: SendTokenPurchaseReceiptPayload): Promise<void> {
    const payment = await this.em.fork().findOne(Payment, { id: paymentId });
    if (!payment || !payment.donorEmail) return;
    const cause = await this.queries.execute(new GetReceiptDetailsQuery(payment.fundraiserId));
    const plural = tokens === 1 ? 'token' : 'tokens';
    await this.messenger.sendEmail(receiptKey(payment), {
      to: payment.donorEmail,
      subject: `Your receipt: ${tokens} ${plural} for ${cause.legalName}`,
      text: [
        `Hi ${payment.donorFirstName || 'there'},`,
        '',
        `Your ${tokens} ${plural} are in your wallet. The money goes to ${cause.legalName}.`,
        '',
        `Tokens: ${tokens}`,
        `Amount: ${formatUsd(amountCents)}`,
        `Date: ${receiptDate(payment.succeededAt ?? payment.createdAt)}`,
        `Reference: ${payment.providerIntentId ?? payment.id}`,
      ].join('\n'),
    });
  }
}
