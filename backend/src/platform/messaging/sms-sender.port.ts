import type { OutgoingSms, SentMessage } from './outgoing-message';

/**
 * Delivers one text message. Adapters: Twilio when configured, else the local mailbox. Throws
 * RecipientOptedOutError when the provider knows the recipient opted out.
 */
export abstract class SmsSender {
  abstract readonly transport: 'mailbox' | 'twilio';
  abstract send(sms: OutgoingSms, idempotencyKey: string): Promise<SentMessage>;
}
