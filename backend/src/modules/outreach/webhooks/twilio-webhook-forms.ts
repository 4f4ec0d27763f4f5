import { z } from 'zod';
import type { TwilioWebhookParams } from '../../../platform/sms-webhooks/twilio-webhook-signature';

/** The form fields of a webhook request: strings (and lists of them) only; anything else is not Twilio's. */
export function webhookParamsOf(body: unknown): TwilioWebhookParams {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string | string[]] =>
        typeof entry[1] === 'string' ||
        (Array.isArray(entry[1]) && entry[1].every((value: unknown) => typeof value === 'string')),
    ),
  );
}

const field = z.string().max(2000);

/** An inbound text (the fields FundPlay reads of Twilio's request). */
export const twilioInboundSmsSchema = z.object({
  From: field.min(1),
  Body: field.default(''),
});

/** A message status callback. */
export const twilioStatusCallbackSchema = z.object({
  MessageSid: field.min(1),
  MessageStatus: field.min(1),
  ErrorCode: field.optional(),
});

/** The status callback's own query: the outreach message id FundPlay put in the URL (anything else is ignored). */
export const statusCallbackQuerySchema = z.object({
  messageId: z.uuid().optional().catch(undefined),
});
