import { z } from 'zod';

/** GET /api/dev/messages (outside production): what the local mailbox transport "sent". Newest first. */
export interface MailboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** GET /api/dev/messages?to=…: only the messages sent to that address. */
export const mailboxFilterSchema = z.object({ to: z.string().trim().max(254).optional() });
