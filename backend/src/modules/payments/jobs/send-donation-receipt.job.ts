import { anonymousLastName, moneyMessages, type DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import {
  GetReceiptDetailsQuery,
  type ReceiptDetails,
} from '../../fundraisers/queries/get-receipt-details/get-receipt-details.query';
import { Payment } from '../entities/payment.entity';
import { receiptKey } from '../domain/receipt-keys';
import { formatUsd, receiptDate } from '../domain/receipt-text';

export type SendDonationReceiptPayload = DomainEventMap['DonationReceived'];

/**
 * Whom the gift supported, as the thank-you page says it: "Jordan K. of Westfield Robotics" (the participant whose
 * link it came through, by first name and initial), "Blue Team of Westfield Robotics", or the fundraiser.
 */
function supportedBy(cause: ReceiptDetails): string {
  if (cause.participant) {
    const name = `${cause.participant.firstName} ${anonymousLastName(cause.participant.lastName)}`.trim();
    return `${name} of ${cause.legalName}`;
  }
  return cause.groupName ? `${cause.groupName} of ${cause.legalName}` : cause.legalName;
}

/**
 * The donor's receipt: the amount, the date, the fundraiser's legal name, tax id and address, and the statement
 * that no goods or services were given in exchange, and whom the gift supported. One per payment (the Messenger's key names the payment).
 */
@Injectable()
@DomainJob({ name: 'payments.send-donation-receipt', on: 'DonationReceived', queue: 'messaging' })
export class SendDonationReceiptJob implements DomainJobHandler<'DonationReceived'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly messenger: Messenger,
  ) {}

  async handle({ paymentId }: SendDonationReceiptPayload): Promise<void> {
    const payment = await this.em.fork().findOne(Payment, { id: paymentId });
    if (!payment || !payment.donorEmail) return;
    const cause = await this.queries.execute(
      new GetReceiptDetailsQuery(payment.fundraiserId, payment.membershipId, payment.groupId),
    );
    const { amountCents, coveredFeeCents } = payment;
    const lastName = payment.anonymous ? anonymousLastName(payment.donorLastName) : payment.donorLastName;
    await this.messenger.sendEmail(receiptKey(payment), {
      to: payment.donorEmail,
      subject: `Your receipt: ${formatUsd(amountCents)} to ${cause.legalName}`,
      text: [
        `Dear ${payment.donorFirstName},`,
        '',
        `Thank you for your gift supporting ${supportedBy(cause)}. This is your receipt.`,
        '',
        `Amount: ${formatUsd(amountCents)}`,
        ...(coveredFeeCents > 0 ? [`  (including ${formatUsd(coveredFeeCents)} you added to cover the fees)`] : []),
        `Date: ${receiptDate(payment.succeededAt ?? payment.createdAt)}`,
        `Donor: ${payment.donorFirstName} ${lastName}`.trimEnd(),
        `Organization: ${cause.legalName}`,
        ...(cause.taxId ? [`Tax ID (EIN): ${cause.taxId}`] : []),
        ...(cause.address ? [`Address: ${cause.address}`] : []),
        `Reference: ${payment.providerIntentId ?? payment.id}`,
        '',
        moneyMessages.receiptNoGoods,
        '',
        'Please keep this receipt for your records.',
      ].join('\n'),
    });
  }
}
