import { z } from 'zod';
import type { FundraiserGame } from './compete';
import type { Contact } from './outreach';
import { identityMessages, phoneField } from './identity';
import { integerField } from './integers';
import { validationMessages } from './messages';
import { emailField } from './site';
import { canonicalTimeZone, fundRaisingIdField, groupIdField } from './fundraiser-fields';
import type { SponsorRow } from './money';
import { safeText } from './text';
import {
  durationWeeks,
  fundraiserLimits,
  fundraiserMessages,
  isStartInPast,
  type FundraiserStatus,
} from './fundraiser-status';

export * from './fundraiser-status';
export * from './fundraiser-fields';

const uuid = (message: string) => z.string({ error: message }).uuid(message);

const boundedText = (label: string, min: number, max: number, message: string) =>
  safeText(
    z
      .string({ error: validationMessages.required(label) })
      .trim()
      .min(1, validationMessages.required(label))
      .min(min, message)
      .max(max, message),
  );

const digits = (label: string, pattern: RegExp, message: string) =>
  z
    .string({ error: validationMessages.required(label) })
    .trim()
    .min(1, validationMessages.required(label))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, message));

export const fundRaisingNameField = boundedText('Fundraiser name', 2, 100, fundraiserMessages.nameLength);
export const causeField = boundedText('Cause', 2, 100, fundraiserMessages.causeLength);
export const groupNameField = boundedText('Group name', 2, 100, fundraiserMessages.groupNameLength);

/** A goal in integer cents, whole dollars, at least $10. */
export const goalCentsField = integerField(
  validationMessages.required('Goal'),
  z
    .number()
    .int(fundraiserMessages.goalWholeDollars)
    .min(fundraiserLimits.minimumGoalCents, fundraiserMessages.goalMinimum)
    .max(100_000_000_00, 'Goal is too large')
    .refine((cents) => cents % 100 === 0, fundraiserMessages.goalWholeDollars),
);

/** A group goal in integer cents, whole dollars, 0 or more (spec §5: minimum 0). */
export const groupGoalCentsField = integerField(
  validationMessages.required('Group goal'),
  z
    .number()
    .int(fundraiserMessages.goalWholeDollars)
    .min(0, 'Group goal cannot be negative')
    .max(100_000_000_00, 'Goal is too large')
    .refine((cents) => cents % 100 === 0, fundraiserMessages.goalWholeDollars),
);

const epochMs = (label: string) =>
  integerField(
    fundraiserMessages.startDateInvalid,
    z
      .number()
      .int(`${label} must be a time in milliseconds`)
      .min(0, fundraiserMessages.startDateInvalid)
      .max(8_640_000_000_000_000, fundraiserMessages.startDateInvalid),
  );

const mustBeTrue = z.literal(true, { error: validationMessages.allChecks });

/** The fundraiser's organisation and bank details (wizard step "info"). */
export const fundraiserInfoFields = {
  fundRaisingName: fundRaisingNameField,
  address: boundedText('Address', 2, 200, 'Address must be 2 to 200 characters'),
  city: boundedText('City', 2, 100, 'City must be 2 to 100 characters'),
  state: z
    .string({ error: validationMessages.required('State') })
    .trim()
    .min(1, validationMessages.required('State'))
    .regex(/^[A-Za-z]{2}$/, fundraiserMessages.state)
    .transform((value) => value.toUpperCase()),
  zip: digits('Zip', /^\d{5}$/, fundraiserMessages.zip),
  fundRaisingTaxId: digits('Tax ID', /^\d{9}$/, fundraiserMessages.taxId),
  fundRaisingRoutingNumber: digits('Routing number', /^\d{9}$/, fundraiserMessages.routingNumber),
  fundRaisingAccountNumber: digits('Account number', /^\d{4,17}$/, fundraiserMessages.accountNumber),
};

/**
 * The schedule rule shared by create and update: the start is not in the past and the end is 1–4 whole weeks
 * later. `now` is injectable for tests.
 */
export function checkSchedule(
  value: { fundRaisingStartTime: number; fundRaisingEndTime: number },
  ctx: z.RefinementCtx,
  now = Date.now(),
) {
  if (isStartInPast(value.fundRaisingStartTime, now)) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingStartTime'], message: fundraiserMessages.startDatePast });
  }
  const weeks = durationWeeks(value.fundRaisingStartTime, value.fundRaisingEndTime);
  if (!Number.isInteger(weeks) || weeks < fundraiserLimits.minWeeks || weeks > fundraiserLimits.maxWeeks) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingEndTime'], message: fundraiserMessages.durationWeeks });
  }
}

/** The zone of a fundraiser created without one (older clients): the `fundraisers.time_zone` column's default. */
export const defaultFundraiserTimeZone = 'America/New_York';

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function calendarDateIn(instantMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instantMs,
  );
}

/**
 * A fundraiser whose start date, in its own time zone, is today or earlier has started by the time it exists, and
 * its goal and cause can only be set before the start: createFundRaising must bring them. `now` is injectable.
 */
export function checkGoalAndCauseForStartToday(
  value: {
    fundRaisingStartTime: number;
    timeZone?: string | undefined;
    fundRaisingGoal?: number | undefined;
    fundRaisingCause?: string | undefined;
  },
  ctx: z.RefinementCtx,
  now = Date.now(),
) {
  // A start refused as past already has its message; an unknown zone has its own.
  if (isStartInPast(value.fundRaisingStartTime, now)) return;
  const zone = value.timeZone ?? defaultFundraiserTimeZone;
  if (calendarDateIn(value.fundRaisingStartTime, zone) > calendarDateIn(now, zone)) return;
  if (value.fundRaisingGoal === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingGoal'], message: fundraiserMessages.goalNeededToday });
  }
  if (value.fundRaisingCause === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingCause'], message: fundraiserMessages.causeNeededToday });
  }
}

/**
 * Where the fundraiser takes place, as an IANA time zone (the browser's own when it is created). Outreach counts its
 * senders' days in it, and quiet hours when a recipient's zone is unknown.
 */
const timeZoneField = z
  .string({ error: fundraiserMessages.timeZone })
  .trim()
  .min(1, fundraiserMessages.timeZone)
  .max(64, fundraiserMessages.timeZone)
  .regex(/^[A-Za-z0-9_+\-/]+$/, fundraiserMessages.timeZone)
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: fundraiserMessages.timeZone });
      return z.NEVER;
    }
    return zone;
  });

/** A payout account at the provider (`acct_…`). */
const payoutAccountIdField = z
  .string()
  .trim()
  .regex(/^acct_[A-Za-z0-9]{4,64}$/, 'Choose a payout account');

/** A new group's fields, before it belongs to a fundraiser. */
const newGroupFields = {
  groupName: groupNameField,
  /** The group's admin: an approved administrator of the fundraiser; empty for none. */
  adminEmail: z.union([z.literal(''), emailField('Admin email')]).optional(),
  groupTarget: groupGoalCentsField.optional(),
  /** The spec's alias of groupTarget. */
  groupGoal: groupGoalCentsField.optional(),
  groupCause: z.union([z.literal(''), causeField]).optional(),
};

/** A new group of a fundraiser being created: createGroups' draft without the fundraiser. */
const newGroupDraft = z
  .object(newGroupFields)
  .transform(({ groupGoal, groupTarget, ...group }) => ({ ...group, groupTarget: groupTarget ?? groupGoal ?? 0 }));

const groupsField = <T extends z.ZodType>(draft: T) =>
  z
    .array(draft, { error: 'Add at least one group' })
    .max(fundraiserLimits.maxGroupsPerRequest, `Create at most ${fundraiserLimits.maxGroupsPerRequest} groups at once`);

/** Group names are unique per fundraiser, ignoring case: the later of two equal names is pointed out. */
function checkGroupNamesUnique(groups: readonly { groupName: string }[], ctx: z.RefinementCtx) {
  const names = groups.map((group) => group.groupName.toLowerCase());
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: ['groups', index, 'groupName'],
        message: fundraiserMessages.groupNamesUnique,
      });
    }
  });
}

/** The fields of createFundRaising, before the rules that relate them. */
const createFundraiserFields = z.object({
  ...fundraiserInfoFields,
  fundRaisingStartTime: epochMs('Start time'),
  fundRaisingEndTime: epochMs('End time'),
  termsAccepted: mustBeTrue,
  privacyAccepted: mustBeTrue,
  authorizedAccepted: mustBeTrue,
  timeZone: timeZoneField.optional(),
  fundRaisingGoal: goalCentsField.optional(),
  fundRaisingCause: causeField.optional(),
  groups: groupsField(newGroupDraft).optional(),
  /** A verified payout account of the caller's or the organisation's, for the fundraiser and its new groups. */
  fundRaisingStripe: payoutAccountIdField.optional(),
});

/**
 * The wizard's information step: what createFundRaising checks of the fundraiser itself. The goal and cause a
 * fundraiser starting today needs come in later steps, so they are checked with the whole request at the end.
 */
export const createFundraiserInfoSchema = createFundraiserFields.superRefine((value, ctx) => {
  checkSchedule(value, ctx);
  if (value.groups) checkGroupNamesUnique(value.groups, ctx);
});

/**
 * POST /api/fundRaisingRoutes/createFundRaising (times are epoch ms; end = start + 7 days per week). The wizard sends
 * the goal, cause, groups and payout account with it, created in one transaction: a fundraiser starting today has
 * started, and none of them could be added afterwards, so for one starting today the goal and cause are required.
 */
export const createFundraiserSchema = createFundraiserFields.superRefine((value, ctx) => {
  checkSchedule(value, ctx);
  checkGoalAndCauseForStartToday(value, ctx);
  if (value.groups) checkGroupNamesUnique(value.groups, ctx);
});
export type CreateFundraiserRequest = z.input<typeof createFundraiserSchema>;

/** The groups of a fundraiser being created, checked on their own (the wizard's groups step). */
export const newGroupsSchema = z
  .object({ groups: groupsField(newGroupDraft).min(1, 'Add at least one group') })
  .superRefine(({ groups }, ctx) => checkGroupNamesUnique(groups, ctx));
export type NewGroupsRequest = z.input<typeof newGroupsSchema>;

/**
 * PUT /api/fundRaisingRoutes/updateFundRaising: any of the info fields, the schedule, the goal and the cause.
 * Multipart (the logo as `image`) or JSON; numbers may arrive as strings from a form.
 */
export const updateFundraiserSchema = z
  .object({
    fundRaisingId: fundRaisingIdField,
    fundRaisingName: fundraiserInfoFields.fundRaisingName.optional(),
    address: fundraiserInfoFields.address.optional(),
    city: fundraiserInfoFields.city.optional(),
    state: fundraiserInfoFields.state.optional(),
    zip: fundraiserInfoFields.zip.optional(),
    fundRaisingTaxId: fundraiserInfoFields.fundRaisingTaxId.optional(),
    fundRaisingRoutingNumber: fundraiserInfoFields.fundRaisingRoutingNumber.optional(),
    fundRaisingAccountNumber: fundraiserInfoFields.fundRaisingAccountNumber.optional(),
    fundRaisingStartTime: epochMs('Start time').optional(),
    fundRaisingEndTime: epochMs('End time').optional(),
    fundRaisingGoal: goalCentsField.optional(),
    fundRaisingCause: causeField.optional(),
  })
  .superRefine((value, ctx) => {
    const { fundRaisingStartTime, fundRaisingEndTime } = value;
    if ((fundRaisingStartTime === undefined) !== (fundRaisingEndTime === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['fundRaisingEndTime'], message: 'Send the start and end together' });
    } else if (fundRaisingStartTime !== undefined && fundRaisingEndTime !== undefined) {
      checkSchedule({ fundRaisingStartTime, fundRaisingEndTime }, ctx);
    }
  });
export type UpdateFundraiserRequest = z.input<typeof updateFundraiserSchema>;

export const fundraiserIdQuerySchema = z.object({ fundRaisingId: fundRaisingIdField });
export const similarFundraisersQuerySchema = z.object({ fundRaisingName: fundRaisingNameField });
/** The "Request to join" search: a few characters at least, and a short page of matches. */
export const joinSearchLimits = { minLength: 3, maxResults: 20 } as const;
export const joinSearchTooShort = `Type at least ${joinSearchLimits.minLength} characters of the fundraiser’s name, or its code`;

/**
 * GET /api/fundRaisingRoutes/getFundRaising?search=…: fundraisers a participant can ask to join, found by part of
 * the name or by a code the fundraiser hands out (its public participant sign-up link or a donation link's code).
 * There is no list of every fundraiser: a search must name one.
 */
export const joinableFundraisersQuerySchema = z.object({
  search: safeText(
    z
      .string({ error: joinSearchTooShort })
      .trim()
      .min(joinSearchLimits.minLength, joinSearchTooShort)
      .max(100, 'Search with at most 100 characters'),
  ),
});

/** PUT updateAdminGeneralInvitationLink / updateParticipantGeneralInvitationLink */
export const publicLinkStatusSchema = z.object({
  fundRaisingId: fundRaisingIdField,
  status: z.boolean({ error: 'Choose whether the link is active' }),
});

const groupDraft = z
  .object({ ...newGroupFields, fundRaisingId: fundRaisingIdField })
  .transform(({ groupGoal, groupTarget, ...group }) => ({ ...group, groupTarget: groupTarget ?? groupGoal ?? 0 }));

/** POST /api/groupRoutes/createGroups */
export const createGroupsSchema = z
  .object({ groups: groupsField(groupDraft).min(1, 'Add at least one group') })
  .superRefine(({ groups }, ctx) => {
    checkGroupNamesUnique(groups, ctx);
    if (new Set(groups.map((group) => group.fundRaisingId)).size > 1) {
      ctx.addIssue({ code: 'custom', path: ['groups'], message: 'All groups must belong to one fundraiser' });
    }
  });
export type CreateGroupsRequest = z.input<typeof createGroupsSchema>;

/** PUT /api/groupRoutes/updateGroup */
export const updateGroupSchema = z.object({
  groupId: groupIdField,
  groupName: groupNameField.optional(),
  groupTarget: groupGoalCentsField.optional(),
  groupCause: causeField.optional(),
  /** A verified payout account (`acct_…`) of the caller's to pay this group's donations into. */
  stripe: z
    .string()
    .trim()
    .regex(/^acct_[A-Za-z0-9]{4,64}$/, 'Choose a payout account')
    .optional(),
});
export type UpdateGroupRequest = z.input<typeof updateGroupSchema>;

export const groupIdQuerySchema = z.object({ groupId: groupIdField });

/** PUT /api/groupRoutes/assignParticipantToGroup */
export const assignParticipantSchema = z.object({ groupId: groupIdField, participantId: uuid('Choose a participant') });

/** PUT /api/groupRoutes/updateGroupAdmin */
export const updateGroupAdminSchema = z.object({ groupId: groupIdField, adminId: uuid('Choose an administrator') });

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

/* ---------- Response shapes ---------- */

/** A person as dashboards list them (spec §3 Person). Money in cents. */
export interface PersonRow {
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNo: string;
  totalDonations: number;
  tokens: number;
}

export interface ParticipantRow extends PersonRow {
  groupId: string | null;
}

export interface AdminRow {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string;
  role: 'admin' | 'secondaryAdmin';
}

export interface GroupDetail {
  _id: string;
  groupName: string;
  /** Goal in cents. */
  groupTarget: number;
  groupCause: string;
  /** Cents; a projection of the ledger (0 until donations exist). */
  groupTotalDonations: number;
  /** The group's own payout account (`acct_…`); without one, its donations go to the fundraiser's. */
  stripe: string | null;
  /** The display name of `stripe`, or null when the group has no account of its own. */
  stripeName: string | null;
  admin: AdminRow | null;
  fundRaisingId: string;
  participants: ParticipantRow[];
  teamMember: PersonRow[];
}

/** A fundraiser as lists show it. Times are epoch ms, money is cents. */
export interface FundraiserSummary {
  _id: string;
  fundRaisingName: string;
  city: string;
  state: string;
  fundRaisingStartTime: number;
  fundRaisingEndTime: number;
  fundRaisingGoal: number;
  fundRaisingCause: string;
  /** `/api/files/<id>`, or null before a logo is uploaded. */
  fundRaisingImage: string | null;
  /** Cents: the fundraiser's own plus every group's donations (spec §9). */
  totalFunding: number;
  status: FundraiserStatus;
  groupCount: number;
  participantCount: number;
}

/** The fundraiser as its administrators see it (spec §3). Bank numbers are masked to their last 4 digits. */
export interface FundraiserDetail extends FundraiserSummary {
  address: string;
  zip: string;
  fundRaisingTaxId: string;
  fundRaisingRoutingNumber: string;
  fundRaisingAccountNumber: string;
  fundRaisingStripe: string | null;
  /** The display name of `fundRaisingStripe`, or null when none is linked. */
  fundRaisingStripeName: string | null;
  statusMessage: string;
  participantInvitationLink: string;
  adminInvitationLink: string;
  participantInvitationLinkStatus: boolean;
  adminInvitationLinkStatus: boolean;
  primaryAdminId: string;
  /** What the caller may do now (the server enforces the same rules). */
  permissions: {
    edit: boolean;
    delete: boolean;
    manageGroups: boolean;
    changeGoalsAndCause: boolean;
    approveParticipants: boolean;
    inviteAdministrators: boolean;
  };
}

/** data of GET /api/adminRoutes/getAdminDashboardByFundRaisingId */
export interface AdminFundraiserDashboard {
  fundRaiser: FundraiserDetail;
  admin: AdminRow[];
  group: GroupDetail[];
  /** Participants of the fundraiser, assigned or not (unassigned have groupId null). */
  participants: ParticipantRow[];
  /** The fundraiser's games, each with its top players. */
  games: FundraiserGame[];
  /** Business sponsors, newest first (the money issue). */
  sponsors: SponsorRow[];
}

export interface SimilarFundraiser {
  _id: string;
  fundRaisingName: string;
  city: string;
  state: string;
  fundRaisingStartTime: number;
}

export interface JoinableFundraiser {
  _id: string;
  fundRaisingName: string;
  city: string;
  state: string;
  fundRaisingStartTime: number;
  fundRaisingEndTime: number;
  /** The caller's relation to it. */
  membership: 'none' | 'requested' | 'member';
}

export interface ParticipantRequest {
  _id: string;
  participant: { _id: string; firstName: string; lastName: string; email: string; phoneNo: string };
  createdAt: string;
}

export interface PublicLinkState {
  invitationCode: string;
  status: boolean;
}

export interface PrivateInvitationLink {
  invitationCode: string;
  invitationLink: string;
}

/** data of POST /api/participantRoutes/generateTeamMemberInvitationLink */
export interface TeamMemberInvitationResult {
  /** A team-member account already uses the invitee's email: the invitation waits on its dashboard. */
  userExists: boolean;
  invitationlink: string;
  invitationCode: string;
}

/** data of GET /api/participantRoutes/getParticipantDashboardByFundRaisingId */
export interface ParticipantDashboard {
  participant: {
    _id: string;
    firstName: string;
    lastName: string;
    email: string;
    tokens: number;
    totalDonations: number;
    cashEarned: number;
    /**
     * Tokens earned by raising: one per the server's `tokenEarnCents` of `totalDonations` (net of refunds). Counted
     * whether or not they were spent or shared since, so it can exceed `tokens`.
     */
    earnedTokens: number;
  };
  fundRaiser: FundraiserSummary;
  group: { _id: string; groupName: string } | null;
  /** The participant's own contacts (never shown to anyone else). */
  contacts: Contact[];
  /** The participant's referral code(s) in this fundraiser: build `/donate/{code}`. */
  participantRefferalsCodes: { code: string; groupId: string | null }[];
  teamMemberGenernalInvetationLink: { invitationCode: string } | null;
  teamMembers: PersonRow[];
  /** The fundraiser's games, each with its top players. */
  games?: FundraiserGame[];
  /** The fundraiser's business sponsors, newest first (as GET /api/sponsorRoutes/getSponsor answers). */
  sponsors?: SponsorRow[];
}

/** data of GET /api/teamMemberRoutes/getTeamMemberInvitationData (spec §7) */
export interface TeamMemberInvitationData {
  expire: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  fundRaisingId: { _id: string; fundRaisingName: string };
  participant: { firstName: string; lastName: string };
  isPublic: boolean;
}

export interface TeamMemberInvitationRow {
  invitationCode: string;
  fundRaisingId: { _id: string; fundRaisingName: string };
  participant: { firstName: string; lastName: string };
  createdAt: string;
}

/** data of GET /api/teamMemberRoutes/getTeamMemberFundRaisers */
export interface TeamMemberFundraisers {
  fundRaisers: (FundraiserSummary & { participant: { firstName: string; lastName: string } })[];
  invitations: TeamMemberInvitationRow[];
}

/** data of GET /api/teamMemberRoutes/teamMemberDashboard */
export interface TeamMemberDashboard {
  teamMember: { _id: string; firstName: string; lastName: string; email: string; phoneNo: string; tokens: number };
  fundRaisers: FundraiserSummary;
  /**
   * The participant the team member supports, with the code of their donation page (`/donate/{referalCode}`) to give
   * or share; null until the participant has generated their referral link.
   */
  participant: { firstName: string; lastName: string; referalCode: string | null };
  /** The fundraiser's games, each with its top players. */
  games: FundraiserGame[];
  /** The fundraiser's business sponsors, newest first (as GET /api/sponsorRoutes/getSponsor answers). */
  sponsors?: SponsorRow[];
}

/** data of POST /api/authRoutes/verifyReferalCode: whom a donation through the code credits. */
export interface ReferralTarget {
  kind: 'participant' | 'group' | 'fundraiser';
  referalCode: string;
  fundRaiser: {
    _id: string;
    fundRaisingName: string;
    fundRaisingCause: string;
    fundRaisingGoal: number;
    fundRaisingImage: string | null;
    totalFunding: number;
    fundRaisingStartTime: number;
    fundRaisingEndTime: number;
    status: FundraiserStatus;
  };
  group: { _id: string; groupName: string; groupTarget: number; groupTotalDonations: number } | null;
  participant: { firstName: string; lastName: string } | null;
}
