import {
  participantEmail,
  participantSms,
  type OutreachChannel,
  type OutreachEmail,
  type OutreachRecipient,
} from '@fundplay/contracts';

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

/** An email's words, or a text's one line (which ends with its way out, Reply STOP). */
export type MessagePreview = ({ channel: 'email' } & OutreachEmail) | { channel: 'sms'; text: string };

/** Stands for what the server writes per recipient: the tracking code and the unsubscribe token. */
export const personalPart = '…';

/**
 * The FundPlay template as the sender will see it before sending: the very words the server sends
 * (contracts' outreach-templates), with the per-recipient codes shown as `…`.
 */
export function messagePreview(input: MessagePreviewInput): MessagePreview {
  const words = {
    publicUrl: input.publicUrl,
    senderName: input.senderName,
    fundraiserName: input.fundraiserName,
    recipientName: input.recipient?.name ?? 'there',
    recipientKind: input.recipient?.kind ?? 'contact',
    note: input.note,
    referralCode: input.referralCode,
    trackingCode: personalPart,
    consentToken: personalPart,
  };
  return input.channel === 'sms'
    ? { channel: 'sms', text: participantSms(words) }
    : { channel: 'email', ...participantEmail(words) };
}
