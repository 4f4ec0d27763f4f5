import type { DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';

export type AttributeDonationPayload = DomainEventMap['DonationReceived'];

/**
 * Credits a gift to the outreach message whose personal tracking code the donor came with (issue #11), so the
 * administrators' report counts the donations each participant's outreach brought. Only a message of the same
 * fundraiser counts (a code carried to another fundraiser's page attributes nothing). One row per payment, keyed by
 * the payment: a repeated event, a retried job or a second subscriber run attributes nothing twice.
 */
@Injectable()
@DomainJob({ name: 'outreach.attribute-donation', on: 'DonationReceived', queue: 'outreach' })
export class AttributeDonationJob implements DomainJobHandler<'DonationReceived'> {
  private readonly logger = new Logger(AttributeDonationJob.name);

  constructor(private readonly em: EntityManager) {}

  async handle({ paymentId, fundraiserId, amountCents, trackingCode }: AttributeDonationPayload): Promise<void> {
    if (!trackingCode) return;
    const attributed = await this.em.fork().execute<{ message_id: string }[]>(
      `insert into outreach_attributions (payment_id, message_id, fundraiser_id, sender_account_id, amount_cents)
       select ?, m.id, m.fundraiser_id, m.sender_account_id, ?
         from outreach_messages m
        where m.tracking_code = ? and m.fundraiser_id = ?
       on conflict (payment_id) do nothing
       returning message_id`,
      [paymentId, amountCents, trackingCode, fundraiserId],
    );
    if (attributed.length > 0)
      this.logger.log({ paymentId, messageId: attributed[0]?.message_id }, 'attributed a gift');
  }
}
