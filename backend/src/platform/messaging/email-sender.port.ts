import type { OutgoingEmail, SentMessage } from './outgoing-message';

/** Delivers one email. Adapters: SMTP (nodemailer) when configured, else the local mailbox. */
export abstract class EmailSender {
  /** Which transport this is, recorded with every message. */
  abstract readonly transport: 'mailbox' | 'smtp';
  abstract send(email: OutgoingEmail, idempotencyKey: string): Promise<SentMessage>;
}
