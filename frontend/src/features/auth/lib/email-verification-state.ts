import { z } from 'zod';

/** Router state of the "check your inbox" page after an admin signed up: prefills the resend form. */
const emailVerificationStateSchema = z.object({ email: z.string(), firstName: z.string() });

export type EmailVerificationState = z.output<typeof emailVerificationStateSchema>;

export function readEmailVerificationState(state: unknown): EmailVerificationState | null {
  const parsed = emailVerificationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
