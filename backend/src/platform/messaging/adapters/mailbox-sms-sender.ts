import { Injectable } from '@nestjs/common';
import { SmsSender } from '../sms-sender.port';

/** Development and test transport for texts: recorded in outbound_messages, read through the dev mailbox. */
@Injectable()
export class MailboxSmsSender extends SmsSender {
  readonly transport = 'mailbox' as const;
  async send(): Promise<void> {}
}
