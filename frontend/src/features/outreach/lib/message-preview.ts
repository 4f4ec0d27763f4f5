import type { OutreachChannel, OutreachRecipient } from '@fundplay/contracts';

/** What the preview of an outreach message is built from. */
export interface MessagePreviewInput {
  channel: OutreachChannel;
  senderName: string;
  fundraiserName: string;
  /** Where FundPlay is served (the links' origin). */
  publicUrl: string;
  referralCode: string;
  /** The sender's optional personal line. */
  note: string;
  /** The person the preview is written to (each recipient gets their own copy); null before anyone is chosen. */
  recipient: { name: string; kind: OutreachRecipient['kind'] } | null;
}

export interface MessagePreview {
  /** The email's subject; null for a text. */
  subject: string | null;
  /** Lines of the message before its way out. */
  lines: string[];
  /** The way out every message carries (consent first, issue #11): Reply STOP, or the unsubscribe link. */
  wayOut: string;
}

/** Stands for what the server writes per recipient: the tracking code and the unsubscribe token. */
export const personalPart = '…';

/** A text is one line: newlines and runs of spaces in a note become single spaces (as the server sends it). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The FundPlay template as the sender will see it before sending, worded as the server writes it
 * (backend/src/modules/outreach/sending/templates.ts): who sends it and why, the optional note, the referral link
 * with each recipient's own tracking code, and the way out.
 */
export function messagePreview(input: MessagePreviewInput): MessagePreview {
  const { channel, senderName, fundraiserName, publicUrl, referralCode, recipient } = input;
  const link = `${publicUrl}/donate/${encodeURIComponent(referralCode)}?t=${personalPart}`;
  if (channel === 'sms') {
    const note = oneLine(input.note);
    return {
      subject: null,
      lines: [oneLine(`${senderName} is raising money for ${fundraiserName} on FundPlay. ${note} Give: ${link}`)],
      wayOut: 'Reply STOP to opt out.',
    };
  }
  const note = input.note.trim();
  const reason =
    recipient?.kind === 'teamMember'
      ? `You are receiving this because you are on ${senderName}'s team for ${fundraiserName} on FundPlay.`
      : `You are receiving this because ${senderName} added you to their contacts on FundPlay.`;
  return {
    subject: `${senderName} invites you to support ${fundraiserName}`,
    lines: [
      `Hi ${recipient?.name ?? 'there'},`,
      `${senderName} is raising money for ${fundraiserName} on FundPlay and would love your support.`,
      ...(note ? [`${senderName} writes: ${note}`] : []),
      `Give through their link: ${link}`,
      reason,
    ],
    wayOut: `To stop all messages from FundPlay to this address, open ${publicUrl}/unsubscribe/${personalPart}`,
  };
}
