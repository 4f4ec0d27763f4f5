import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EmailSender } from './email-sender.port';
import type { OutgoingEmail, OutgoingSms } from './outgoing-message';
import { SmsSender } from './sms-sender.port';

/**
 * Sends messages from jobs, inside the job's effect transaction: the message is recorded under its
 * idempotency key first, so a retry that finds the record sends nothing again. If delivery throws, the
 * record rolls back with the transaction and the job's retry tries again.
 */
@Injectable()
export class Messenger {
  constructor(
    private readonly email: EmailSender,
    private readonly sms: SmsSender,
  ) {}

  async sendEmail(em: EntityManager, idempotencyKey: string, email: OutgoingEmail): Promise<boolean> {
    const recorded = await this.record(
      em,
      idempotencyKey,
      'email',
      this.email.transport,
      email.to,
      email.subject,
      email.text,
    );
    if (recorded) await this.email.send(email, idempotencyKey);
    return recorded;
  }

  async sendSms(em: EntityManager, idempotencyKey: string, sms: OutgoingSms): Promise<boolean> {
    const recorded = await this.record(em, idempotencyKey, 'sms', this.sms.transport, sms.to, null, sms.text);
    if (recorded) await this.sms.send(sms, idempotencyKey);
    return recorded;
  }

  private async record(
    em: EntityManager,
    idempotencyKey: string,
    channel: 'sms' | 'email',
    transport: string,
    recipient: string,
    subject: string | null,
    body: string,
  ): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into outbound_messages (id, idempotency_key, channel, transport, recipient, subject, body)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
      [idempotencyKey, channel, transport, recipient, subject, body],
    );
    return rows.length > 0;
  }
}
