import { z } from 'zod';
import { integerField } from '../integers';
import { validationMessages } from '../messages';
import { returnPathField } from '../return-path';
import { emailField } from '../site';
import { safeText } from '../text';
import { matchingConfirmations, passwordField, phoneField, verificationSelectionField } from './fields';
import { captchaField, mustBeTrue, requiredText } from './form-parts';
import { identityMessages } from './messages';

// The three sign-ups: a primary admin's, a participant's and a team member's.

const currentYear = new Date().getUTCFullYear();

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
