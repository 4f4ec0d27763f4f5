import type { OutreachChannel } from '@fundplay/contracts';

/** What the preview of an outreach message is built from. */
export interface MessagePreviewInput {
  channel: OutreachChannel;
  senderName: string;
  fundraiserName: string;
  /** The sender's referral link (`…/donate/{code}`); each recipient's copy carries its own tracking code. */
  referralLink: string;
  /** The sender's optional personal line. */
  note: string;
}

export interface MessagePreview {
  /** The email's subject; null for a text. */
  subject: string | null;
  /** Paragraphs of the message, in order. */
  paragraphs: string[];
  /** The way out every message carries (consent first, issue #11). */
  wayOut: string;
}

/** Stands for each recipient's personal tracking code, which the server adds to the link. */
export const trackingCodePlaceholder = '…';

export const smsWayOut = 'Reply STOP to opt out.';
export const emailWayOut = 'Unsubscribe';

/**
 * The FundPlay template as the sender will see it before sending: who sends it and why (their name and the
 * fundraiser), the optional note, the referral link, and the way out. The server writes the real message.
 */
export function messagePreview({
  channel,
  senderName,
  fundraiserName,
  referralLink,
  note,
}: MessagePreviewInput): MessagePreview {
  const link = `${referralLink}?t=${trackingCodePlaceholder}`;
  const personalNote = note.trim();
  if (channel === 'sms') {
    return {
      subject: null,
      paragraphs: [
        `${senderName} is raising money for ${fundraiserName} on FundPlay.`,
        ...(personalNote ? [personalNote] : []),
        `Give here: ${link}`,
      ],
      wayOut: smsWayOut,
    };
  }
  return {
    subject: `${senderName} asks for your support of ${fundraiserName}`,
    paragraphs: [
      `${senderName} is raising money for ${fundraiserName} on FundPlay and would love your support.`,
      ...(personalNote ? [personalNote] : []),
      `Give through ${senderName}’s link: ${link}`,
      `You get this email because ${senderName} asked FundPlay to send it to you.`,
    ],
    wayOut: emailWayOut,
  };
}
