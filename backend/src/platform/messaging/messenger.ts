import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EmailSender } from './email-sender.port';
import type { OutgoingEmail, OutgoingSms, SentMessage } from './outgoing-message';
import { redactSecrets } from './redact-secrets';
import { SmsSender } from './sms-sender.port';

export interface SendOptions {
  /** One-time secrets in the text (a code, a link token): delivered, but masked in the message record. */
  secrets?: string[];
}

type DeliveryStatus = 'pending' | 'sent' | 'failed';

/** What became of one message handed to the Messenger. */
export interface Delivery {
  /** Whether this call delivered it (false: an earlier attempt already had). */
  delivered: boolean;
  /** The transport that carries it: `mailbox` means the dev mailbox is its destination. */
  transport: 'mailbox' | 'smtp' | 'twilio';
  /** The provider's id of the message (Twilio's SID), also when an earlier attempt sent it. */
  providerMessageId: string | null;
}

const MAX_ERROR_LENGTH = 2_000;

/**
 * Sends messages from jobs without holding a database transaction across the network call: the intent is
 * recorded under its idempotency key and committed (`pending`), then the port sends, then the record is
 * marked `sent` (or `failed` with the error, and the job's retry tries again). A retry that finds `sent` sends
 * nothing. A worker that dies after the provider accepted but before the mark leaves `pending`, and its retry
 * sends again: at-least-once there, with the idempotency key handed to the provider (SMTP Message-ID) so a
 * duplicate can be recognised. Records keep the text with its secrets masked.
 */
@Injectable()
export class Messenger {
  constructor(
    private readonly em: EntityManager,
    private readonly email: EmailSender,
    private readonly sms: SmsSender,
  ) {}

  /** Returns whether this call delivered the message (false: an earlier attempt already did). */
  async sendEmail(idempotencyKey: string, email: OutgoingEmail, options: SendOptions = {}): Promise<boolean> {
    return (await this.deliverEmail(idempotencyKey, email, options)).delivered;
  }

  async sendSms(idempotencyKey: string, sms: OutgoingSms, options: SendOptions = {}): Promise<boolean> {
    return (await this.deliverSms(idempotencyKey, sms, options)).delivered;
  }

  /** Like sendEmail, telling also the transport and the provider's message id. */
  async deliverEmail(idempotencyKey: string, email: OutgoingEmail, options: SendOptions = {}): Promise<Delivery> {
    const secrets = options.secrets ?? [];
    return this.deliver(
      {
        idempotencyKey,
        channel: 'email',
        transport: this.email.transport,
        recipient: email.to,
        subject: redactSecrets(email.subject, secrets),
        body: redactSecrets(email.text, secrets),
      },
      secrets,
      () => this.email.send(email, idempotencyKey),
    );
  }

  /** Like sendSms, telling also the transport and the provider's message id. */
  async deliverSms(idempotencyKey: string, sms: OutgoingSms, options: SendOptions = {}): Promise<Delivery> {
    const secrets = options.secrets ?? [];
    return this.deliver(
      {
        idempotencyKey,
        channel: 'sms',
        transport: this.sms.transport,
        recipient: sms.to,
        subject: null,
        body: redactSecrets(sms.text, secrets),
      },
      secrets,
      () => this.sms.send(sms, idempotencyKey),
    );
  }

  /** Whether the message with this key was already delivered. */
  async wasSent(idempotencyKey: string): Promise<boolean> {
    return (await this.status(idempotencyKey)) === 'sent';
  }

  private async deliver(
    record: {
      idempotencyKey: string;
      channel: 'sms' | 'email';
      transport: string;
      recipient: string;
      subject: string | null;
      body: string;
    },
    secrets: string[],
    send: () => Promise<SentMessage>,
  ): Promise<Delivery> {
    // Each statement runs on its own pooled connection, released before the network call.
    const em = this.em.fork();
    await em.execute(
      `insert into outbound_messages (id, idempotency_key, channel, transport, recipient, subject, body, status)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, 'pending') on conflict (idempotency_key) do nothing`,
      [record.idempotencyKey, record.channel, record.transport, record.recipient, record.subject, record.body],
    );
    const [claimed] = await em.execute<{ status: DeliveryStatus }[]>(
      `update outbound_messages set attempts = attempts + 1
        where idempotency_key = ? and status <> 'sent' returning status`,
      [record.idempotencyKey],
    );
    const transport = record.transport as Delivery['transport'];
    if (!claimed) {
      const [sent] = await em.execute<{ provider_message_id: string | null }[]>(
        'select provider_message_id from outbound_messages where idempotency_key = ?',
        [record.idempotencyKey],
      );
      return { delivered: false, transport, providerMessageId: sent?.provider_message_id ?? null };
    }
    let accepted: SentMessage;
    try {
      accepted = await send();
    } catch (error) {
      const text = redactSecrets(error instanceof Error ? error.message : String(error), secrets);
      await em.execute(`update outbound_messages set status = 'failed', error = ? where idempotency_key = ?`, [
        text.slice(0, MAX_ERROR_LENGTH),
        record.idempotencyKey,
      ]);
      throw error;
    }
    const providerMessageId = accepted.providerMessageId ?? null;
    await em.execute(
      `update outbound_messages set status = 'sent', sent_at = now(), error = null, provider_message_id = ?
        where idempotency_key = ?`,
      [providerMessageId, record.idempotencyKey],
    );
    return { delivered: true, transport, providerMessageId };
  }

  /**
   * Forgets the records of these messages (a person deleting their message history); what was delivered stays
   * delivered. Returns how many records there were.
   */
  async forget(idempotencyKeys: readonly string[]): Promise<number> {
    if (idempotencyKeys.length === 0) return 0;
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(
        'delete from outbound_messages where idempotency_key in (select jsonb_array_elements_text(?::jsonb)) returning id',
        [JSON.stringify(idempotencyKeys)],
      );
    return rows.length;
  }

  private async status(idempotencyKey: string): Promise<DeliveryStatus | undefined> {
    const [row] = await this.em
      .fork()
      .execute<{ status: DeliveryStatus }[]>('select status from outbound_messages where idempotency_key = ?', [
        idempotencyKey,
      ]);
    return row?.status;
  }
}
