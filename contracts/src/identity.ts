import { z } from 'zod';
import { integerField } from './integers';
import { validationMessages } from './messages';
import { returnPathField } from './return-path';
import { emailField } from './site';
import { safeText } from './text';

/** Account roles (spec §1). `admin` is the primary admin; `secondaryAdmin` is called "administrator" in the UI. */
export const roles = ['admin', 'secondaryAdmin', 'participant', 'teamMember'] as const;
export type Role = (typeof roles)[number];

/** The six administrator privileges (spec §3), all false when absent. */
export const privilegeNames = [
  'fullAccess',
  'startNewFundraiser',
  'acceptStudentFund',
  'sendEmailAndTexts',
  'changeGoalsAndCause',
  'addNewAdministrator',
] as const;
export type PrivilegeName = (typeof privilegeNames)[number];
export type Privileges = Record<PrivilegeName, boolean>;

/** The privileges as the product names them, in the UI and in messages. */
export const privilegeLabels: Record<PrivilegeName, string> = {
  fullAccess: 'Full access',
  startNewFundraiser: 'Start new fundraiser',
  acceptStudentFund: 'Accept student funds',
  sendEmailAndTexts: 'Send emails and texts',
  changeGoalsAndCause: 'Change goals and cause',
  addNewAdministrator: 'Add new administrator',
};

export const noPrivileges = Object.freeze(
  Object.fromEntries(privilegeNames.map((name) => [name, false])) as Privileges,
);

/** Missing privileges are false; choosing all five others sets fullAccess, and fullAccess grants them all. */
export const privilegesSchema = z
  .object(
    Object.fromEntries(privilegeNames.map((name) => [name, z.boolean().default(false)])) as Record<
      PrivilegeName,
      z.ZodDefault<z.ZodBoolean>
    >,
  )
  .default({ ...noPrivileges })
  .transform((privileges): Privileges => normalisePrivileges(privileges as Privileges));

export function normalisePrivileges(privileges: Privileges): Privileges {
  const others = privilegeNames.filter((name) => name !== 'fullAccess');
  if (privileges.fullAccess || others.every((name) => privileges[name])) {
    return Object.fromEntries(privilegeNames.map((name) => [name, true])) as Privileges;
  }
  return { ...privileges, fullAccess: false };
}

export const identityMessages = {
  phone: 'Enter a valid phone number',
  phoneDigits: 'Phone number must contain digits only',
  otp: 'Enter the 5-digit code',
  birthMonth: 'Choose your month of birth',
  birthYear: 'Enter your year of birth',
  underThirteen: 'Sorry, FundPlay accounts are for people aged 13 and over.',
  otpSent: 'An OTP code has been sent to you',
  otpVerified: 'Code verified successfully',
  otpInvalid: 'Code could not be verified',
  otpExpired: 'This code has expired. Ask for a new one.',
  otpTooManyTries: 'Too many wrong codes. Ask for a new one.',
  otpResendTooSoon: 'Please wait before asking for another code.',
  otpChallengeEnded: 'This code request has ended. Please start again to get a new code.',
  loginFailed: 'Email or password is incorrect',
  notVerified: 'Your account is not verified yet. Enter the code we sent you.',
  captchaRequired: 'Please complete the captcha',
  captchaInvalid: 'The captcha could not be verified. Please try again.',
  emailTaken: 'An account with this email already exists',
  invitationExpired: 'Invitation code expired!',
  invitationInvalid: 'Invitation code could not be verified',
  sessionExpired: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do that',
  pendingApproval: 'Your administrator account is waiting for approval',
  passwordChanged: 'Your password has been changed',
  loggedOut: 'You logged out!',
  emailVerified: 'Your email is verified. You can log in now.',
  emailVerificationSent: 'We sent you an email with a verification link',
  adminApproved: 'Admin has been approved successfully',
  privilegesUpdated: 'Privileges updated successfully',
  emailClaimNeedsEmailCode:
    'An account already uses this email. To claim it as yours, verify with a code sent to the email.',
  otpLocked: 'Too many wrong codes for this account. Code entry is paused for 30 minutes; we emailed the owner.',
  otpIssueLimit: 'Too many codes were sent for this account. Please wait an hour before asking for another.',
  signUpTooOften: 'Too many sign-ups with this email. Please wait an hour and try again.',
  passwordResetRequested: 'If an account uses this email, we sent it a code to reset the password.',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is incorrect',
  privilegesBeyondInviter: 'You can only grant privileges you hold yourself',
} as const;

/** spec §5: at least 8 characters with a letter, a digit and one of @$!%*?& */
export const passwordField = z
  .string({ error: validationMessages.required('Password') })
  .min(1, validationMessages.required('Password'))
  .max(128, validationMessages.password)
  .regex(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, validationMessages.password);

const requiredText = (label: string, max = 50) =>
  safeText(
    z
      .string({ error: validationMessages.required(label) })
      .trim()
      .min(1, validationMessages.required(label))
      .max(max, `${label} must be at most ${max} characters`),
  );

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

const mustBeTrue = z.literal(true, { error: validationMessages.allChecks });

/** ALTCHA solution payload (base64). Optional in the schema; the server decides when it is required. */
const captchaField = z.string().max(4000).optional();

const currentYear = new Date().getUTCFullYear();

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

const personFields = {
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField(),
  confirmEmail: emailField('Confirm email'),
  password: passwordField,
  confirmPassword: z
    .string({ error: validationMessages.required('Confirm password') })
    .min(1, validationMessages.required('Confirm password')),
  phoneNo: phoneField,
  verificationSelection: verificationSelectionField,
  termsAccepted: mustBeTrue,
  privacyAccepted: mustBeTrue,
  captcha: captchaField,
};

/** Neutral age question (no hint of the cutoff): month and year of birth. */
const birthFields = {
  birthMonth: integerField(
    identityMessages.birthMonth,
    z
      .number()
      .int(identityMessages.birthMonth)
      .min(1, identityMessages.birthMonth)
      .max(12, identityMessages.birthMonth),
  ),
  birthYear: integerField(
    identityMessages.birthYear,
    z
      .number()
      .int(identityMessages.birthYear)
      .min(currentYear - 120, identityMessages.birthYear)
      .max(currentYear, identityMessages.birthYear),
  ),
};

/** POST /api/adminRoutes/adminSignUp */
export const adminSignUpSchema = z
  .object({
    ...personFields,
    invitationCode: safeText(z.string().trim().max(100)).optional(),
    /** Where the emailed verification link leads on to after login (e.g. the new-fundraiser wizard). */
    next: returnPathField.optional(),
  })
  .superRefine(matchingConfirmations);
export type AdminSignUp = z.input<typeof adminSignUpSchema>;

/** POST /api/participantRoutes/participantSignUp */
export const participantSignUpFields = {
  ...personFields,
  ...birthFields,
  /** A private code or a `pub_` link: admits the new participant to the invitation's fundraiser (and group). */
  invitationCode: safeText(z.string().trim().max(100)).optional(),
  /** Without a code: asks to join this fundraiser (an admin approves). */
  fundraisingId: z.string().uuid().optional(),
  groupId: z.string().uuid().optional(),
  adminId: z.string().uuid().optional(),
  isGuardian: z.boolean().default(false),
  guardianEmail: z.union([z.literal(''), emailField('Guardian email')]).optional(),
};
export const participantSignUpSchema = z.object(participantSignUpFields).superRefine(matchingConfirmations);
export type ParticipantSignUp = z.input<typeof participantSignUpSchema>;

/** POST /api/teamMemberRoutes/teamMemberSignUp: the participant fields plus the authorised-person check. */
export const teamMemberSignUpSchema = z
  .object({
    ...participantSignUpFields,
    authorizedAccepted: mustBeTrue,
  })
  .superRefine(matchingConfirmations);
export type TeamMemberSignUp = z.input<typeof teamMemberSignUpSchema>;

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

/** Privileges in `wanted` that `held` does not include (fullAccess holds them all). */
export function privilegesBeyond(held: Privileges, wanted: Privileges): PrivilegeName[] {
  if (held.fullAccess) return [];
  return privilegeNames.filter((name) => wanted[name] && !held[name]);
}

/** POST /api/adminRoutes/generatesecondaryAdminInvitationLink */
export const secondaryAdminInvitationSchema = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField(),
  phoneNo: z.union([z.literal(''), phoneField]).optional(),
  fundRaisingId: z.string().uuid().optional(),
  privileges: privilegesSchema,
});
export type SecondaryAdminInvitationRequest = z.input<typeof secondaryAdminInvitationSchema>;

/** PUT /api/adminRoutes/updateSecondayAdminPrivileges */
export const updatePrivilegesSchema = z.object({
  adminId: z.string().uuid('Choose an administrator'),
  privileges: privilegesSchema,
});

/** PUT /api/adminRoutes/approveSecondaryAdmin */
export const approveSecondaryAdminSchema = z.object({ adminId: z.string().uuid('Choose an administrator') });

/** The signed-in person, as stored in the browser's user-details key (spec §3 session user). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNo: string;
  privileges: Privileges;
  /** Secondary admins only: false until the inviting primary admin approves. */
  adminApproval?: boolean;
}

/**
 * The code step a login, sign-up or reset request opened: verifyOtp must send `challengeId` back, so only the
 * client that passed the password check (or started the sign-up or reset) can spend the code's tries.
 */
export interface OtpChallenge {
  challengeId: string;
}

/** data of POST /api/authRoutes/login (and of the 403 that sends an unverified account to its sign-up code) */
export interface LoginResult extends OtpChallenge {
  /** Masked destination of the code, e.g. "+1 ••• ••• 0199" or "a•••@example.com". */
  phoneNo: string;
}

/** data of POST /api/authRoutes/verifyOtp (modes signUp and logIn) */
export interface VerifyOtpResult {
  accessToken: string;
  privileges: Privileges;
  lastName: string;
  user: SessionUser;
}

/** data of POST /api/authRoutes/verifyOtp (mode forgotPassword) */
export interface PasswordResetGrant {
  resetToken: string;
}

/** data of POST /api/authRoutes/getInvitationData?role&invitationCode (spec §3 invitation data) */
export interface InvitationData {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  fundRaisingId: { _id: string; fundRaisingName: string } | null;
  groupId: string | null;
  adminId: string | null;
  expire: boolean;
}

/** Rows of GET /api/adminRoutes/secondaryAdminApprovals */
export interface AdminApprovalRecord {
  _id: string;
  adminId: { _id: string; firstName: string; lastName: string; email: string; phoneNo: string };
  approved: boolean;
  /** What approving grants: the privileges the invitation gave. */
  privileges: Privileges;
}

/** Rows of GET /api/adminRoutes/getApprovedAdmins */
export interface ApprovedAdmin {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string;
  privileges: Privileges;
}

/** data.data of POST /api/adminRoutes/generatesecondaryAdminInvitationLink */
export interface InvitationLink {
  invitationCode: string;
  invitationLink: string;
}

/**
 * GET /api/captcha/challenge: an ALTCHA (v2) challenge, read by the <altcha-widget> itself, or `{ enabled: false }`
 * when captcha is switched off (CAPTCHA=off).
 */
export type CaptchaChallenge = CaptchaSwitchedOff | (Record<string, unknown> & { enabled?: never });

export interface CaptchaSwitchedOff {
  enabled: false;
}

export function isCaptchaSwitchedOff(challenge: unknown): challenge is CaptchaSwitchedOff {
  return typeof challenge === 'object' && challenge !== null && 'enabled' in challenge && challenge.enabled === false;
}

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
