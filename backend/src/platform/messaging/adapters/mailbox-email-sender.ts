import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EmailSender } from '../email-sender.port';
import type { OutgoingEmail, SentMessage } from '../outgoing-message';
import { deliverToDevMailbox } from './dev-mailbox';

/** Development and test transport: the email lands in the dev mailbox that /api/dev/messages and /dev/mailbox read. */
@Injectable()
export class MailboxEmailSender extends EmailSender {
  readonly transport = 'mailbox' as const;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async send(email: OutgoingEmail, idempotencyKey: string): Promise<SentMessage> {
    await deliverToDevMailbox(this.em, idempotencyKey, {
      channel: 'email',
      to: email.to,
      subject: email.subject,
      text: email.text,
    });
    return {};
  }
}
