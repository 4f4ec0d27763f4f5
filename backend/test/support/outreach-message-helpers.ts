import { randomBytes, randomUUID } from 'node:crypto';
import type { OutreachChannel, OutreachStatus } from '@fundplay/contracts';
import twilio from 'twilio';
import type { TestEnvironment } from './test-environment';

/** A tracking code as the sender makes them: 22 url-safe characters. */
export const newTrackingCode = () => randomBytes(16).toString('base64url');

/** A Twilio-shaped message SID. */
export const newMessageSid = () => `SM${randomBytes(16).toString('hex')}`;

export interface OutreachMessageRow {
  fundraiserId: string;
  senderAccountId: string;
  senderRole?: 'participant' | 'admin';
  recipientKind?: 'contact' | 'teamMember' | 'participant';
  recipientAccountId?: string | null;
  recipientName?: string;
  channel?: OutreachChannel;
  address?: string;
  status?: OutreachStatus;
  trackingCode?: string;
  providerMessageId?: string | null;
  createdAt?: Date;
}

/**
 * An outreach message straight in the database, as the sending pipeline leaves it, for specs of what happens to a
 * message afterwards (status callbacks, attribution, reports, summaries). Returns its id and tracking code.
 */
export async function insertOutreachMessage(
  environment: TestEnvironment,
  row: OutreachMessageRow,
): Promise<{ id: string; trackingCode: string }> {
  const id = randomUUID();
  const trackingCode = row.trackingCode ?? newTrackingCode();
  const channel = row.channel ?? 'email';
  const createdAt = row.createdAt ?? new Date();
  await environment.sql(
    `insert into outreach_messages (id, fundraiser_id, sender_account_id, sender_role, recipient_kind,
       recipient_account_id, recipient_name, channel, address, tracking_code, status, send_at, sent_at,
       provider_message_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, case when $11 in ('sent', 'delivered', 'failed') then $12::timestamptz end, $13, $12)`,
    [
      id,
      row.fundraiserId,
      row.senderAccountId,
      row.senderRole ?? 'participant',
      row.recipientKind ?? 'contact',
      row.recipientAccountId ?? null,
      row.recipientName ?? 'Grandma Rose',
      channel,
      row.address ?? (channel === 'email' ? 'rose@example.com' : '+15550100199'),
      trackingCode,
      row.status ?? 'sent',
      createdAt,
      row.providerMessageId ?? null,
    ],
  );
  return { id, trackingCode };
}

/** POSTs a Twilio webhook form to the app, signed (with the official SDK) as Twilio signs it, unless told otherwise. */
export async function postTwilioWebhook(
  environment: TestEnvironment,
  url: string,
  path: string,
  form: Record<string, string>,
  { signature }: { signature?: string | null } = {},
): Promise<{ status: number; contentType: string | null; body: string }> {
  const expected = twilio.getExpectedTwilioSignature(
    environment.config.smsWebhooks.authToken,
    `${environment.config.http.publicUrl}${path}`,
    form,
  );
  const chosen = signature === undefined ? expected : signature;
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(chosen === null ? {} : { 'x-twilio-signature': chosen }),
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
}
