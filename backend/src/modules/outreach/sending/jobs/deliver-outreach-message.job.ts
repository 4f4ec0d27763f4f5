import { outreachRouteTable, type DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { DomainJob, type DomainJobHandler } from '../../../../platform/events/domain-job';
import { Messenger, type Delivery } from '../../../../platform/messaging/messenger';
import { RecipientOptedOutError } from '../../../../platform/messaging/recipient-opted-out.error';
import { GetFundraiserNamesQuery } from '../../../identity/ports/get-fundraiser-names.query';
import { GetOutreachContextQuery } from '../../../fundraisers/queries/get-outreach-context/get-outreach-context.query';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { ConsentRegistry } from '../../consent/consent-registry';
import type { OutreachMessage } from '../../entities/outreach-message.entity';
import { adminEmail, adminSms, participantEmail, participantSms, type RenderedEmail } from '../templates';

export type DeliverOutreachMessagePayload = DomainEventMap['OutreachMessageDue'];

/** A message claimed for sending: its row, and the recipient's unsubscribe token read under the consent lock. */
type Claimed = Pick<
  OutreachMessage,
  'id' | 'fundraiserId' | 'senderAccountId' | 'senderRole' | 'recipientKind' | 'recipientName' | 'channel'
> & { address: string; trackingCode: string; note: string; consentToken: string };

interface MessageRow {
  id: string;
  fundraiser_id: string;
  sender_account_id: string;
  sender_role: OutreachMessage['senderRole'];
  recipient_kind: OutreachMessage['recipientKind'];
  recipient_name: string;
  channel: OutreachMessage['channel'];
  address: string;
  tracking_code: string;
  note: string;
  status: OutreachMessage['status'];
}

/** What the template needs to know that the message row does not hold. */
type Rendering = { text: string; email: RenderedEmail } | { failure: string };

const MAX_ERROR_LENGTH = 2_000;

/**
 * Delivers one due outreach message, once (issue #11). The consent check and the claim happen in one transaction
 * that holds the recipient's consent row: an opt-out that committed first is honoured (opted_out, never sent), one
 * that arrives meanwhile waits for the claim. The send happens after that commit, outside any transaction, through
 * the Messenger with the message's own idempotency key; then the row says sent (Twilio) or delivered (the dev
 * mailbox is the destination). A failure is recorded and rethrown, so the job retries; the row stays failed after
 * the last attempt. Twilio's 21610 (the number replied STOP to the carrier) records the opt-out instead.
 */
@Injectable()
@DomainJob({ name: 'outreach.deliver-message', on: 'OutreachMessageDue', queue: 'outreach' })
export class DeliverOutreachMessageJob implements DomainJobHandler<'OutreachMessageDue'> {
  private readonly logger = new Logger(DeliverOutreachMessageJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly consents: ConsentRegistry,
    private readonly messenger: Messenger,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async handle({ messageId }: DeliverOutreachMessagePayload): Promise<void> {
    const claimed = await this.claim(messageId);
    if (!claimed) return;
    const rendering = await this.render(claimed);
    if ('failure' in rendering) {
      // Nothing a retry could change: the sender can no longer send for this fundraiser.
      await this.markFailed(claimed.id, rendering.failure);
      return;
    }
    let delivery: Delivery;
    try {
      delivery = await this.send(claimed, rendering);
    } catch (error) {
      if (error instanceof RecipientOptedOutError) {
        await this.consents.setSubscribed('sms', claimed.address, false, 'provider');
        await this.em.fork().execute(
          `update outreach_messages set status = 'opted_out', hold_reason = 'optedOut', error = null
              where id = ? and status in ('queued', 'failed')`,
          [claimed.id],
        );
        return;
      }
      await this.markFailed(claimed.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await this.markSent(claimed.id, delivery);
  }

  /** Takes the message if it is still to be sent and its recipient has not opted out; null otherwise. */
  private claim(messageId: string): Promise<Claimed | null> {
    return this.em.fork().transactional(async (em) => {
      const [row] = await em.execute<MessageRow[]>(
        `select id, fundraiser_id, sender_account_id, sender_role, recipient_kind, recipient_name, channel, address,
                tracking_code, note, status
           from outreach_messages where id = ? for update`,
        [messageId],
      );
      // Gone (history deleted), already sent, or opted out: nothing to do. `failed` is an earlier attempt of this job.
      if (!row || (row.status !== 'queued' && row.status !== 'failed')) return null;
      const consent = await this.consents.lockForSend(em, row.channel, row.address);
      if (!consent.subscribed) {
        await em.execute(
          `update outreach_messages set status = 'opted_out', hold_reason = 'optedOut', error = null where id = ?`,
          [row.id],
        );
        return null;
      }
      // Read after the consent lock was granted, so it orders before any opt-out that waited for this claim.
      await em.execute('update outreach_messages set claimed_at = clock_timestamp() where id = ?', [row.id]);
      return {
        id: row.id,
        fundraiserId: row.fundraiser_id,
        senderAccountId: row.sender_account_id,
        senderRole: row.sender_role,
        recipientKind: row.recipient_kind,
        recipientName: row.recipient_name,
        channel: row.channel,
        address: row.address,
        trackingCode: row.tracking_code,
        note: row.note,
        consentToken: consent.token,
      };
    });
  }

  private async render(message: Claimed): Promise<Rendering> {
    const publicUrl = this.config.http.publicUrl;
    if (message.senderRole === 'participant') {
      const context = await this.queries.execute(
        new GetOutreachContextQuery(
          message.fundraiserId,
          { kind: 'participant', accountId: message.senderAccountId },
          false,
        ),
      );
      if (!context?.sender.referralCode) return { failure: 'The sender is no longer a participant of this fundraiser' };
      const input = {
        publicUrl,
        senderName: context.sender.name,
        fundraiserName: context.fundraiser.name,
        recipientName: message.recipientName,
        recipientKind: message.recipientKind,
        note: message.note,
        referralCode: context.sender.referralCode,
        trackingCode: message.trackingCode,
        consentToken: message.consentToken,
      };
      return { text: participantSms(input), email: participantEmail(input) };
    }
    const [fundraiser] = await this.queries.execute(new GetFundraiserNamesQuery([message.fundraiserId]));
    const [admin] = await this.queries.execute(new GetPeopleQuery([message.senderAccountId]));
    if (!fundraiser || !admin) return { failure: 'The sender can no longer send for this fundraiser' };
    const input = {
      publicUrl,
      adminName: `${admin.firstName} ${admin.lastName}`.trim(),
      fundraiserId: fundraiser.id,
      fundraiserName: fundraiser.fundRaisingName,
      recipientName: message.recipientName,
      recipientKind: message.recipientKind,
      note: message.note,
      consentToken: message.consentToken,
    };
    return { text: adminSms(input), email: adminEmail(input) };
  }

  private send(message: Claimed, rendering: { text: string; email: RenderedEmail }): Promise<Delivery> {
    const key = `outreach:${message.id}`;
    // The unsubscribe token is a capability for the address: delivered, but masked in the message log.
    const options = { secrets: [message.consentToken] };
    if (message.channel === 'email') {
      return this.messenger.deliverEmail(key, { to: message.address, ...rendering.email }, options);
    }
    const publicUrl = this.config.http.publicUrl;
    return this.messenger.deliverSms(
      key,
      {
        to: message.address,
        text: rendering.text,
        // Twilio can only call back a public https address. The message id in the (signed) URL lets a callback that
        // overtakes our own "sent" mark find its message before the SID is stored.
        ...(publicUrl.startsWith('https://')
          ? { statusCallback: `${publicUrl}${outreachRouteTable.twilioStatusWebhook.path}?messageId=${message.id}` }
          : {}),
      },
      options,
    );
  }

  /**
   * Never moves a message backwards: a status callback that overtook this mark (it stored the SID first) is the
   * provider's fresher word, delivered or failed, and stays.
   */
  private async markSent(messageId: string, delivery: Delivery): Promise<void> {
    const status = delivery.transport === 'mailbox' ? 'delivered' : 'sent';
    await this.em.fork().execute(
      `update outreach_messages
          set status = case when status in ('queued', 'failed') and provider_message_id is null then ? else status end,
              sent_at = coalesce(sent_at, now()),
              delivered_at = case when ? and delivered_at is null then now() else delivered_at end,
              error = case when status in ('queued', 'failed') and provider_message_id is null then null else error end,
              provider_message_id = coalesce(provider_message_id, ?)
        where id = ?`,
      [status, status === 'delivered', delivery.providerMessageId, messageId],
    );
  }

  private async markFailed(messageId: string, error: string): Promise<void> {
    this.logger.warn({ messageId }, 'an outreach message could not be sent');
    await this.em
      .fork()
      .execute(
        `update outreach_messages set status = 'failed', error = ? where id = ? and status in ('queued', 'failed')`,
        [error.slice(0, MAX_ERROR_LENGTH), messageId],
      );
  }
}
