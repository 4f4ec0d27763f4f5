import { z } from 'zod';
import { siteMessages, validationMessages } from './messages';

export const emailField = (label = 'Email') =>
  z
    .string({ error: validationMessages.required(label) })
    .trim()
    .min(1, validationMessages.required(label))
    .max(254, validationMessages.email)
    .pipe(z.email({ error: validationMessages.email }))
    .transform((email) => email.toLowerCase());

/** POST /api/site/newsletter */
export const newsletterSignupSchema = z.object({ email: emailField() });
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

/** POST /api/site/support */
export const supportRequestSchema = z.object({
  name: z
    .string({ error: validationMessages.required('Name') })
    .trim()
    .min(1, validationMessages.required('Name'))
    .max(100, siteMessages.nameTooLong),
  email: emailField(),
  message: z
    .string({ error: validationMessages.required('Message') })
    .trim()
    .min(1, validationMessages.required('Message'))
    .max(5000, siteMessages.messageTooLong),
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
