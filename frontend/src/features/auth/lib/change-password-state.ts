import { roles } from '@fundplay/contracts';
import { z } from 'zod';

/** Router state of the change-password page after a forgotPassword code was verified. */
const changePasswordStateSchema = z.object({
  resetToken: z.string().min(1),
  email: z.string().min(1),
  role: z.enum(roles),
});

export type ChangePasswordState = z.output<typeof changePasswordStateSchema>;

export function readChangePasswordState(state: unknown): ChangePasswordState | null {
  const parsed = changePasswordStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
