/** GET /api/dev/messages (outside production): what the local mailbox transport "sent". Newest first. */
export interface MailboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}
