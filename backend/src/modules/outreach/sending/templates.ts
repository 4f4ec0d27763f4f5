import type { OutreachRecipientKind } from '../entities/outreach-message.entity';

/*
 * The outreach templates (issue #11). Consent first: every message names who sent it and why the recipient gets
 * it, and carries the way out: the unsubscribe link in an email (also as RFC 8058 one-click headers), STOP in a text.
 */

/** What a participant's invitation to give says. */
export interface ParticipantTemplateInput {
  publicUrl: string;
  senderName: string;
  fundraiserName: string;
  recipientName: string;
  recipientKind: OutreachRecipientKind;
  note: string;
  referralCode: string;
  trackingCode: string;
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

export interface RenderedEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The referral link with the recipient's personal tracking code. */
export function referralLink(publicUrl: string, referralCode: string, trackingCode: string): string {
  return `${publicUrl}/donate/${encodeURIComponent(referralCode)}?t=${encodeURIComponent(trackingCode)}`;
}

/** The page where the recipient sees and changes their choice (reversible). */
export function unsubscribeLink(publicUrl: string, consentToken: string): string {
  return `${publicUrl}/unsubscribe/${encodeURIComponent(consentToken)}`;
}

/** RFC 8058: mail clients POST here when the reader presses their own "Unsubscribe" button. */
export function unsubscribeHeaders(publicUrl: string, consentToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/outreachRoutes/oneClickUnsubscribe?token=${encodeURIComponent(consentToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A text is one line: newlines and runs of spaces in a note become single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const unsubscribeParagraph = (publicUrl: string, consentToken: string) =>
  `To stop all messages from FundPlay to this address, open ${unsubscribeLink(publicUrl, consentToken)}`;

/** Why a participant's message reached this person. */
function participantReason(input: ParticipantTemplateInput): string {
  return input.recipientKind === 'contact'
    ? `You are receiving this because ${input.senderName} added you to their contacts on FundPlay.`
    : `You are receiving this because you are on ${input.senderName}'s team for ${input.fundraiserName} on FundPlay.`;
}

export function participantEmail(input: ParticipantTemplateInput): RenderedEmail {
  const note = input.note.trim();
  return {
    subject: `${input.senderName} invites you to support ${input.fundraiserName}`,
    text: [
      `Hi ${input.recipientName},`,
      '',
      `${input.senderName} is raising money for ${input.fundraiserName} on FundPlay and would love your support.`,
      ...(note ? ['', `${input.senderName} writes: ${note}`] : []),
      '',
      'Give through their link:',
      referralLink(input.publicUrl, input.referralCode, input.trackingCode),
      '',
      '--',
      participantReason(input),
      unsubscribeParagraph(input.publicUrl, input.consentToken),
    ].join('\n'),
    headers: unsubscribeHeaders(input.publicUrl, input.consentToken),
  };
}

export function participantSms(input: ParticipantTemplateInput): string {
  const note = oneLine(input.note);
  return oneLine(
    `${input.senderName} is raising money for ${input.fundraiserName} on FundPlay. ${note} ` +
      `Give: ${referralLink(input.publicUrl, input.referralCode, input.trackingCode)} Reply STOP to opt out.`,
  );
}

/** The fundraiser's page for this member: the participant's or the team member's dashboard. */
export function memberFundraiserLink(publicUrl: string, kind: OutreachRecipientKind, fundraiserId: string): string {
  const dashboard = kind === 'teamMember' ? 'teammember' : 'participant';
  return `${publicUrl}/${dashboard}/dashboard/${encodeURIComponent(fundraiserId)}`;
}

const memberRole = (kind: OutreachRecipientKind) => (kind === 'teamMember' ? 'a team member' : 'a participant');

export function adminEmail(input: AdminTemplateInput): RenderedEmail {
  return {
    subject: `${input.adminName} sent you a message about ${input.fundraiserName}`,
    text: [
      `Hi ${input.recipientName},`,
      '',
      `${input.adminName}, an administrator of ${input.fundraiserName} on FundPlay, writes:`,
      '',
      input.note.trim(),
      '',
      'Open the fundraiser:',
      memberFundraiserLink(input.publicUrl, input.recipientKind, input.fundraiserId),
      '',
      '--',
      `You are receiving this because you are ${memberRole(input.recipientKind)} of ${input.fundraiserName} on FundPlay.`,
      unsubscribeParagraph(input.publicUrl, input.consentToken),
    ].join('\n'),
    headers: unsubscribeHeaders(input.publicUrl, input.consentToken),
  };
}

export function adminSms(input: AdminTemplateInput): string {
  return oneLine(
    `${input.adminName} (${input.fundraiserName} on FundPlay): ${oneLine(input.note)} ` +
      `${memberFundraiserLink(input.publicUrl, input.recipientKind, input.fundraiserId)} Reply STOP to opt out.`,
  );
}
