import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OutgoingSms, SentMessage } from '../outgoing-message';
import { SmsSender } from '../sms-sender.port';
import { deliverToDevMailbox } from './dev-mailbox';

/** Development and test transport for texts: they land in the dev mailbox. */
@Injectable()
export class MailboxSmsSender extends SmsSender {
  readonly transport = 'mailbox' as const;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async send(sms: OutgoingSms, idempotencyKey: string): Promise<SentMessage> {
    await deliverToDevMailbox(this.em, idempotencyKey, { channel: 'sms', to: sms.to, subject: null, text: sms.text });
    return {};
  }
}
