import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EmailSender } from './email-sender.port';
import type { OutgoingEmail, OutgoingSms } from './outgoing-message';
import { redactSecrets } from './redact-secrets';
import { SmsSender } from './sms-sender.port';

export interface SendOptions {
  /** One-time secrets in the text (a code, a link token): delivered, but masked in the message record. */
  secrets?: string[];
}

type DeliveryStatus = 'pending' | 'sent' | 'failed';

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

  async sendSms(idempotencyKey: string, sms: OutgoingSms, options: SendOptions = {}): Promise<boolean> {
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
    send: () => Promise<void>,
  ): Promise<boolean> {
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
    if (!claimed) return false;
    try {
      await send();
    } catch (error) {
      const text = redactSecrets(error instanceof Error ? error.message : String(error), secrets);
      await em.execute(`update outbound_messages set status = 'failed', error = ? where idempotency_key = ?`, [
        text.slice(0, MAX_ERROR_LENGTH),
        record.idempotencyKey,
      ]);
      throw error;
    }
    await em.execute(
      `update outbound_messages set status = 'sent', sent_at = now(), error = null where idempotency_key = ?`,
      [record.idempotencyKey],
    );
    return true;
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
