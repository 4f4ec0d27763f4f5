import twilio from 'twilio';

/** The TwiML answer to an inbound text: one reply message, or none (an empty Response). */
export function messagingResponse(reply: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (reply) response.message(reply);
  return response.toString();
}

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The reply text of a TwiML answer made by `messagingResponse` (null when it has none). Only for the dev mailbox,
 * which shows what Twilio would have texted back; it reads the one shape FundPlay writes, not TwiML in general.
 */
export function messagingResponseText(twiml: string): string | null {
  const match = /<Message(?:\s[^>]*)?>([\s\S]*?)<\/Message>/.exec(twiml);
  if (!match?.[1]) return null;
  return match[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => xmlEntities[name] ?? '');
}
