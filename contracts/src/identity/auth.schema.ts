import { z } from 'zod';
import { validationMessages } from '../messages';
import { returnPathField } from '../return-path';
import { emailField } from '../site';
import { passwordField, verificationSelectionField, otpModes } from './fields';
import { captchaField } from './form-parts';
import { identityMessages } from './messages';
import { roles } from './privileges';

// Logging in and proving who you are: login, one-time codes, passwords, the email verification link and the
// invitation a sign-up starts from.

const roleField = z.enum(roles, { error: 'Choose an account type' });

/** POST /api/authRoutes/login */
export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: validationMessages.required('Password') })
    .min(1, validationMessages.required('Password'))
    .max(128),
  role: roleField,
  verificationSelection: verificationSelectionField,
  captcha: captchaField,
});
export type LoginRequest = z.input<typeof loginSchema>;

/** POST /api/authRoutes/resendOtp */
export const resendOtpSchema = z.object({
  email: emailField(),
  role: roleField,
  verificationSelection: verificationSelectionField,
  mode: z.enum(otpModes),
});
export type ResendOtpRequest = z.input<typeof resendOtpSchema>;

/** POST /api/authRoutes/verifyOtp */
export const verifyOtpSchema = resendOtpSchema.extend({
  /** The challenge the login, sign-up or reset request answered with; wrong codes count against it alone. */
  challengeId: z
    .string({ error: identityMessages.otpChallengeEnded })
    .min(1, identityMessages.otpChallengeEnded)
    .max(100, identityMessages.otpChallengeEnded),
  otp: z
    .string({ error: identityMessages.otp })
    .trim()
    .regex(/^\d{5}$/, identityMessages.otp),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpSchema>;

/** POST /api/authRoutes/forgotPassword: sends a code (mode forgotPassword) to the account, if there is one. */
export const forgotPasswordSchema = z.object({
  email: emailField(),
  role: roleField,
  verificationSelection: verificationSelectionField,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

/**
 * POST /api/authRoutes/changePassword: role, email, password. Authorised by the session (signed in) or by the
 * reset token that verifying a forgotPassword code returns (sent as the Bearer token).
 */
export const changePasswordSchema = z
  .object({
    role: roleField,
    email: emailField(),
    /** Required when a session authorises the change; ignored with a reset grant (the code proved the person). */
    currentPassword: z.string().max(128).optional(),
    password: passwordField,
    confirmPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: validationMessages.passwordsDoNotMatch });
    }
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** The change-password form of a signed-in person: the current password is required. */
export const signedInChangePasswordSchema = changePasswordSchema.superRefine((value, ctx) => {
  if (!value.currentPassword) {
    ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: identityMessages.currentPasswordRequired });
  }
});

/** GET /api/adminRoutes/verifyEmail?token=… (the link in the verification email). */
export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ error: 'The verification link is incomplete' })
    .trim()
    .min(10, 'The verification link is incomplete')
    .max(200),
});

/** GET /api/adminRoutes/reSendVerificationEmail?email=…&firstName=…[&next=…] */
export const resendVerificationQuerySchema = z.object({
  email: emailField(),
  firstName: z.string().trim().max(50).optional(),
  next: returnPathField.optional(),
});

/** POST /api/authRoutes/getInvitationData?role=…&invitationCode=… (the spec puts them in the query). */
export const invitationQuerySchema = z.object({
  role: z.enum(['admin', 'secondaryAdmin', 'participant', 'teamMember'], { error: 'Choose an invitation type' }),
  invitationCode: z
    .string({ error: identityMessages.invitationInvalid })
    .trim()
    .min(1, identityMessages.invitationInvalid)
    .max(100, identityMessages.invitationInvalid),
});
