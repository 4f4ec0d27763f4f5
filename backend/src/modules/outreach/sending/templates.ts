import {
  adminEmail as adminEmailWords,
  emailText,
  participantEmail as participantEmailWords,
  type AdminTemplateInput,
  type OutreachEmail,
  type ParticipantTemplateInput,
} from '@fundplay/contracts';

/*
 * The outreach templates as the Messenger sends them (issue #11). Their words live in contracts
 * (outreach-templates.ts), so the compose dialog previews exactly this; here an email becomes plain text with the
 * RFC 8058 one-click unsubscribe headers.
 */

export { adminSms, participantSms } from '@fundplay/contracts';

export interface RenderedEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** RFC 8058: mail clients POST here when the reader presses their own "Unsubscribe" button. */
export function unsubscribeHeaders(publicUrl: string, consentToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/outreachRoutes/oneClickUnsubscribe?token=${encodeURIComponent(consentToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function rendered(email: OutreachEmail, input: { publicUrl: string; consentToken: string }): RenderedEmail {
  return {
    subject: email.subject,
    text: emailText(email),
    headers: unsubscribeHeaders(input.publicUrl, input.consentToken),
  };
}

export function participantEmail(input: ParticipantTemplateInput): RenderedEmail {
  return rendered(participantEmailWords(input), input);
}

export function adminEmail(input: AdminTemplateInput): RenderedEmail {
  return rendered(adminEmailWords(input), input);
}
