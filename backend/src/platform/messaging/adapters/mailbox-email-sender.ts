import { Injectable } from '@nestjs/common';
import { EmailSender } from '../email-sender.port';

/**
 * Development and test transport: the message is only recorded (every message is, in
 * outbound_messages), and that record is the mailbox that /api/dev/messages and /dev/mailbox read.
 */
@Injectable()
export class MailboxEmailSender extends EmailSender {
  readonly transport = 'mailbox' as const;
  async send(): Promise<void> {}
}
