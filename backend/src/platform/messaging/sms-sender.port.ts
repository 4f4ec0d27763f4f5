import type { OutgoingSms } from './outgoing-message';

/** Delivers one text message. Adapters: Twilio when configured, else the local mailbox. */
export abstract class SmsSender {
  abstract readonly transport: 'mailbox' | 'twilio';
  abstract send(sms: OutgoingSms, idempotencyKey: string): Promise<void>;
}
