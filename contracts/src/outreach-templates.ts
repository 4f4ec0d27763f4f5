/*
 * The wording of FundPlay's outreach messages (issue #11), shared so the compose dialog previews exactly what the
 * server sends. Consent first: every message names who sent it and why the recipient gets it, and carries the way
 * out: the unsubscribe link in an email, STOP in a text. Pure functions of their input; no zod.
 */

/** Who a message is written to. */
export type OutreachRecipientKind = 'contact' | 'teamMember' | 'participant';

/** What a participant's invitation to give says. */
export interface ParticipantTemplateInput {
  publicUrl: string;
  senderName: string;
  fundraiserName: string;
  recipientName: string;
  recipientKind: OutreachRecipientKind;
  note: string;
  referralCode: string;
  /** The recipient's personal tracking code (URL-safe by construction). */
  trackingCode: string;
  /** The recipient address's unsubscribe token (URL-safe by construction). */
  consentToken: string;
}

/** What an administrator's message to a member says. */
export interface AdminTemplateInput {
  publicUrl: string;
  adminName: string;
  fundraiserId: string;
  fundraiserName: string;
  recipientName: string;
  recipientKind: OutreachRecipientKind;
  note: string;
  consentToken: string;
}

/** An email's words: the paragraphs of its message, then the footer that says why and gives the way out. */
export interface OutreachEmail {
  subject: string;
  paragraphs: string[];
  footer: string[];
}

/** The referral link with the recipient's personal tracking code. */
export function referralLink(publicUrl: string, referralCode: string, trackingCode: string): string {
  return `${publicUrl}/donate/${encodeURIComponent(referralCode)}?t=${trackingCode}`;
}

/** The page where the recipient sees and changes their choice (reversible). */
export function unsubscribeLink(publicUrl: string, consentToken: string): string {
  return `${publicUrl}/unsubscribe/${consentToken}`;
}

/** The fundraiser's page for a member: the participant's or the team member's dashboard. */
export function memberFundraiserLink(publicUrl: string, kind: OutreachRecipientKind, fundraiserId: string): string {
  const dashboard = kind === 'teamMember' ? 'teammember' : 'participant';
  return `${publicUrl}/${dashboard}/dashboard/${encodeURIComponent(fundraiserId)}`;
}

/** A text is one line: newlines and runs of spaces in a note become single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const unsubscribeLine = (publicUrl: string, consentToken: string) =>
  `To stop all messages from FundPlay to this address, open ${unsubscribeLink(publicUrl, consentToken)}`;

const memberRole = (kind: OutreachRecipientKind) => (kind === 'teamMember' ? 'a team member' : 'a participant');

/** Why a participant's message reached this person. */
function participantReason(input: ParticipantTemplateInput): string {
  return input.recipientKind === 'contact'
    ? `You are receiving this because ${input.senderName} added you to their contacts on FundPlay.`
    : `You are receiving this because you are on ${input.senderName}'s team for ${input.fundraiserName} on FundPlay.`;
}

export function participantEmail(input: ParticipantTemplateInput): OutreachEmail {
  const note = input.note.trim();
  return {
    subject: `${input.senderName} invites you to support ${input.fundraiserName}`,
    paragraphs: [
      `Hi ${input.recipientName},`,
      `${input.senderName} is raising money for ${input.fundraiserName} on FundPlay and would love your support.`,
      ...(note ? [`${input.senderName} writes: ${note}`] : []),
      `Give through their link:\n${referralLink(input.publicUrl, input.referralCode, input.trackingCode)}`,
    ],
    footer: [participantReason(input), unsubscribeLine(input.publicUrl, input.consentToken)],
  };
}

export function participantSms(input: ParticipantTemplateInput): string {
  return oneLine(
    `${input.senderName} is raising money for ${input.fundraiserName} on FundPlay. ${oneLine(input.note)} ` +
      `Give: ${referralLink(input.publicUrl, input.referralCode, input.trackingCode)} Reply STOP to opt out.`,
  );
}

export function adminEmail(input: AdminTemplateInput): OutreachEmail {
  return {
    subject: `${input.adminName} sent you a message about ${input.fundraiserName}`,
    paragraphs: [
      `Hi ${input.recipientName},`,
      `${input.adminName}, an administrator of ${input.fundraiserName} on FundPlay, writes:`,
      input.note.trim(),
      `Open the fundraiser:\n${memberFundraiserLink(input.publicUrl, input.recipientKind, input.fundraiserId)}`,
    ],
    footer: [
      `You are receiving this because you are ${memberRole(input.recipientKind)} of ${input.fundraiserName} on FundPlay.`,
      unsubscribeLine(input.publicUrl, input.consentToken),
    ],
  };
}

export function adminSms(input: AdminTemplateInput): string {
  return oneLine(
    `${input.adminName} (${input.fundraiserName} on FundPlay): ${oneLine(input.note)} ` +
      `${memberFundraiserLink(input.publicUrl, input.recipientKind, input.fundraiserId)} Reply STOP to opt out.`,
  );
}

/** An email's plain text: its paragraphs a blank line apart, then the signature separator and the footer. */
export function emailText(email: OutreachEmail): string {
  return [email.paragraphs.join('\n\n'), '', '--', ...email.footer].join('\n');
}
