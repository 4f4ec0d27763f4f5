import { anonymousLastName, type DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { GetReceiptDetailsQuery } from '../../fundraisers/queries/get-receipt-details/get-receipt-details.query';
import { Payment } from '../entities/payment.entity';
import { formatUsd } from '../domain/receipt-text';

export type ThankCreditedParticipantPayload = DomainEventMap['DonationReceived'];

/** Tells the participant whose link a gift came through who gave and how much (anonymous donors by initial). */
@Injectable()
@DomainJob({ name: 'payments.thank-credited-participant', on: 'DonationReceived', queue: 'messaging' })
export class ThankCreditedParticipantJob implements DomainJobHandler<'DonationReceived'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ paymentId, fundraiserId, membershipId, amountCents }: ThankCreditedParticipantPayload) {
    if (!membershipId) return;
    const details = await this.queries.execute(new GetReceiptDetailsQuery(fundraiserId, membershipId));
    const participant = details.participant;
    if (!participant) return;
    const payment = await this.em.fork().findOne(Payment, { id: paymentId });
    const donor = payment
      ? `${payment.donorFirstName} ${payment.anonymous ? anonymousLastName(payment.donorLastName) : payment.donorLastName}`.trim()
      : 'A donor';
    await this.messenger.sendEmail(`thank-participant:${paymentId}`, {
      to: participant.email,
      subject: `${donor} gave ${formatUsd(amountCents)} through your link`,
      text: [
        `Hi ${participant.firstName},`,
        '',
        `${donor} gave ${formatUsd(amountCents)} to ${details.legalName} through your link. Thank you for sharing it!`,
        '',
        'See your totals on your dashboard:',
        `${this.config.http.publicUrl}/participant/dashboard/${fundraiserId}`,
      ].join('\n'),
    });
  }
}
