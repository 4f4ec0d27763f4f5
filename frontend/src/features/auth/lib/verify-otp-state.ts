import { otpModes, roles, verificationSelectionField } from '@fundplay/contracts';
import { z } from 'zod';

/** What /auth/verify receives in router state (spec §2) from login, signup and forgot password. */
const verifyOtpStateSchema = z.object({
  email: z.string().min(1),
  role: z.enum(roles),
  mode: z.enum(otpModes),
  verificationSelection: verificationSelectionField,
  /** The challenge the login, sign-up or reset request answered with; the code step sends it back. */
  challengeId: z.string().min(1),
  /** Masked destination of the code, as the server reported it. */
  phone: z.string().optional(),
  /** Where to go once signed in; the role's dashboard when absent. */
  redirect: z.string().startsWith('/').optional(),
});

export type VerifyOtpState = z.output<typeof verifyOtpStateSchema>;

/** The router state when it is a usable verification request, else null (e.g. the page was opened directly). */
export function readVerifyOtpState(state: unknown): VerifyOtpState | null {
  const parsed = verifyOtpStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** The challenge id in an answer's data (a 403 that sends an unverified account to its code carries one). */
export function challengeIdIn(data: unknown): string {
  const parsed = z.object({ challengeId: z.string() }).safeParse(data);
  return parsed.success ? parsed.data.challengeId : '';
}

/** Router state that carries only a post-login destination (guards and links set it). */
export function readRedirect(state: unknown): string | undefined {
  const parsed = z.object({ redirect: z.string().startsWith('/') }).safeParse(state);
  return parsed.success ? parsed.data.redirect : undefined;
}
