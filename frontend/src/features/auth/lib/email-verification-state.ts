import { returnPathField } from '@fundplay/contracts';
import { z } from 'zod';

/**
 * Router state of the "check your inbox" page after an admin signed up: prefills the resend form, whose new link
 * leads on to `next` like the first one.
 */
const emailVerificationStateSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  next: returnPathField.optional().catch(undefined),
});

export type EmailVerificationState = z.output<typeof emailVerificationStateSchema>;

export function readEmailVerificationState(state: unknown): EmailVerificationState | null {
  const parsed = emailVerificationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
