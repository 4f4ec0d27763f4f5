import { z } from 'zod';
import { validationMessages } from '../messages';
import { identityMessages } from './messages';

// The fields and rules the identity requests share, and other contexts reuse (a phone number).

/** spec §5: at least 8 characters with a letter, a digit and one of @$!%*?& */
export const passwordField = z
  .string({ error: validationMessages.required('Password') })
  .min(1, validationMessages.required('Password'))
  .max(128, validationMessages.password)
  .regex(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, validationMessages.password);

/**
 * A phone number, stored and messaged in E.164. Spaces, dashes, dots and brackets are ignored; a number
 * without a country code is read as US (the spec's default country); letters are refused.
 */
export const phoneField = z
  .string({ error: validationMessages.required('Phone number') })
  .trim()
  .min(1, validationMessages.required('Phone number'))
  .refine((value) => !/[a-z]/i.test(value), identityMessages.phoneDigits)
  .transform((value, ctx) => {
    const digits = value.replace(/[\s().-]/g, '');
    const e164 = digits.startsWith('+')
      ? digits
      : digits.length === 10
        ? `+1${digits}`
        : digits.length === 11 && digits.startsWith('1')
          ? `+${digits}`
          : digits;
    if (!/^\+[1-9]\d{7,14}$/.test(e164)) {
      ctx.addIssue({ code: 'custom', message: identityMessages.phone });
      return z.NEVER;
    }
    return e164;
  });

export const verificationSelectionField = z.enum(['phone', 'email']).default('phone');
export type VerificationSelection = z.infer<typeof verificationSelectionField>;

export const otpModes = ['signUp', 'logIn', 'forgotPassword'] as const;
export type OtpMode = (typeof otpModes)[number];

/** Confirm email and confirm password must repeat email and password. */
export function matchingConfirmations<
  T extends { email: string; confirmEmail: string; password: string; confirmPassword: string },
>(value: T, ctx: z.RefinementCtx) {
  if (value.email !== value.confirmEmail) {
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: validationMessages.emailsDoNotMatch });
  }
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: validationMessages.passwordsDoNotMatch });
  }
}
