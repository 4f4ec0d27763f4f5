import { z } from 'zod';
import { phoneField } from '../identity/fields';
import { identityMessages } from '../identity/messages';
import { validationMessages } from '../messages';
import { emailField } from '../site';
import { safeText } from '../text';
import { fundRaisingIdField, groupIdField } from './fields';
import { fundraiserMessages } from './status';

// Joining a fundraiser: approving participants, inviting participants and team members, asking to join, answering
// an invitation, and the referral codes donations come through.

const uuid = (message: string) => z.string({ error: message }).uuid(message);

/** PUT /api/adminRoutes/approveParticipant */
export const approveParticipantSchema = z.object({ requestId: uuid('Choose a request') });

const requiredName = (label: string) =>
  safeText(
    z
      .string({ error: validationMessages.required(label) })
      .trim()
      .min(1, validationMessages.required(label))
      .max(50, `${label} must be at most 50 characters`),
  );
const optionalPhone = z.union([z.literal(''), phoneField]).optional();

/** POST /api/adminRoutes/generateParticipantInvitationLink: a private, emailed, single-use invitation. */
export const participantInvitationSchema = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  email: emailField(),
  phoneNumber: optionalPhone,
  fundRaisingId: fundRaisingIdField,
  groupId: groupIdField.optional(),
});
export type ParticipantInvitationRequest = z.input<typeof participantInvitationSchema>;

const invitationCodeField = z
  .string({ error: identityMessages.invitationInvalid })
  .trim()
  .min(1, identityMessages.invitationInvalid)
  .max(100, identityMessages.invitationInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, identityMessages.invitationInvalid);

/**
 * PUT /api/participantRoutes/requestToJoinNewFundRaising: without `invitationCode` a request an admin approves;
 * with the code of a participant invitation (private, to the caller's email) or `pub_` link of that fundraiser,
 * the signed-in participant joins at once.
 */
export const joinRequestSchema = z.object({
  fundRaisingId: fundRaisingIdField,
  invitationCode: invitationCodeField.optional(),
});

/**
 * POST /api/participantRoutes/generateTeamMemberInvitationLink: `isGeneral` returns the participant's reusable
 * `pub_` team link for the fundraiser; otherwise a private invitation for the named person, emailed to them.
 */
export const teamMemberInvitationSchema = z.discriminatedUnion('isGeneral', [
  z.object({ isGeneral: z.literal(true), fundRaisingId: fundRaisingIdField }),
  z.object({
    isGeneral: z.literal(false).default(false),
    fundRaisingId: fundRaisingIdField,
    firstName: requiredName('First name'),
    lastName: requiredName('Last name'),
    email: emailField(),
    phoneNumber: optionalPhone,
  }),
]);
export type TeamMemberInvitationRequest = z.input<typeof teamMemberInvitationSchema>;

/** PUT /api/participantRoutes/generateParticipantGroupDonationLink */
export const referralLinkSchema = z.object({ groupId: groupIdField });

/** GET /api/teamMemberRoutes/getTeamMemberInvitationData?invitationCode */
export const teamMemberInvitationQuerySchema = z.object({ invitationCode: invitationCodeField });

/** PUT /api/teamMemberRoutes/invitationResponse */
export const invitationResponseSchema = z.object({
  invitationCode: invitationCodeField,
  response: z.boolean({ error: 'Accept or reject the invitation' }),
});

/** POST /api/authRoutes/verifyReferalCode */
export const verifyReferralSchema = z.object({
  referalCode: z
    .string({ error: fundraiserMessages.invalidReferral })
    .trim()
    .min(1, fundraiserMessages.invalidReferral)
    .max(64, fundraiserMessages.invalidReferral)
    .regex(/^[A-Za-z0-9_-]+$/, fundraiserMessages.invalidReferral),
});
export type VerifyReferralRequest = z.input<typeof verifyReferralSchema>;
