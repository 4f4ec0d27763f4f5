import { z } from 'zod';
import { siteMessages, validationMessages } from './messages';
import { safeText } from './text';

export const emailField = (label = 'Email') =>
  z
    .string({ error: validationMessages.required(label) })
    .trim()
    .min(1, validationMessages.required(label))
    .max(254, validationMessages.email)
    .pipe(z.email({ error: validationMessages.email }))
    .transform((email) => email.toLowerCase());

/** POST /api/site/newsletter: starts double opt-in; the address joins the list once its owner confirms. */
export const newsletterSignupSchema = z.object({ email: emailField() });
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

/** A link token from a newsletter email, as the page read it from its URL; any malformed value gets `message`. */
const newsletterLinkToken = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(200, message)
    .regex(/^[A-Za-z0-9_.-]+$/, message);

/** POST /api/site/newsletter/confirm: the token of the emailed confirmation link. */
export const newsletterConfirmationSchema = z.object({
  token: newsletterLinkToken(siteMessages.newsletterConfirmLinkInvalid),
});
export type NewsletterConfirmation = z.input<typeof newsletterConfirmationSchema>;

/** POST /api/site/newsletter/unsubscribe: the token of the unsubscribe link every newsletter email carries. */
export const newsletterUnsubscribeSchema = z.object({
  token: newsletterLinkToken(siteMessages.newsletterUnsubscribeLinkInvalid),
});
export type NewsletterUnsubscribe = z.input<typeof newsletterUnsubscribeSchema>;

/** POST /api/site/support */
export const supportRequestSchema = z.object({
  name: safeText(
    z
      .string({ error: validationMessages.required('Name') })
      .trim()
      .min(1, validationMessages.required('Name'))
      .max(100, siteMessages.nameTooLong),
  ),
  email: emailField(),
  message: safeText(
    z
      .string({ error: validationMessages.required('Message') })
      .trim()
      .min(1, validationMessages.required('Message'))
      .max(5000, siteMessages.messageTooLong),
    { multiline: true },
  ),
  /** ALTCHA solution payload (base64); required by the server when captcha is on. */
  captcha: z.string().max(4000).optional(),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;

/** GET /api/site/figures: live numbers for the home page, and the fee policy from config. */
export interface PublicFigures {
  fundraisersRun: number;
  raisedCents: number;
  /** Share of each donation the platform keeps, in basis points (100 = 1%). */
  platformFeeBasisPoints: number;
  /** Price of one game token in cents. */
  tokenPriceCents: number;
}

/** GET /api/site/contact: how people reach the team (footer, support page). */
export interface ContactDetails {
  supportEmail: string;
  supportPhone: string;
}
