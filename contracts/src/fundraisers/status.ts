/*
 * The fundraisers context's texts, limits and computed status: plain values without zod, so a page that only
 * shows a fundraiser (the donation page) does not load the schemas.
 */
/** Spec §8 texts of the fundraisers context: the server and the browser show the same words. */
export const fundraiserMessages = {
  created: 'Fundraiser has been created successfully',
  updated: 'Fundraiser updated successfully!',
  deleted: 'Fundraiser deleted successfully!',
  groupCreated: 'Group created successfully!',
  groupUpdated: 'Group updated successfully!',
  groupDeleted: 'Group deleted successfully!',
  groupAdminChanged: 'Group admin changed successfully!',
  participantAssigned: 'Participant assigned to group successfully!',
  participantApproved: 'Participant has been approved successfully',
  inviteSent: 'Invite link has been sent successfully',
  joinRequested: 'Request submitted. Wait for the admin to approve it.',
  invitationAccepted: 'Invitation accepted successfully!',
  invitationRejected: 'Invitation rejected successfully!',
  referralGenerated: 'Referral link generated successfully!',
  linkStatusChanged: 'Public link status changed successfully!',
  invalidReferral: 'Invalid referral code!',
  invalidReferralPage: 'Invalid or expired referral code!',
  needGroupForReferral: 'You must be in a group to generate a referral link!',
  startDatePast: 'Start date cannot be a past date',
  startDateInvalid: 'Choose a start date',
  durationWeeks: 'Duration must be 1 to 4 weeks',
  groupNamesUnique: 'Group names must be unique',
  groupNameLength: 'Group name must be 2 to 100 characters',
  goalMinimum: 'Goal must be at least $10',
  goalWholeDollars: 'Goal must be a whole number of dollars',
  goalBelowGroups: 'Fundraiser goal must be at least the sum of group goals!',
  groupGoalAtCapacity: 'Increase the fundraiser goal to make room for this group goal',
  groupGoalAtMost: (dollars: number) => `You can set the group goal to at most $${dollars}`,
  causeLength: 'Cause must be 2 to 100 characters',
  nameLength: 'Fundraiser name must be 2 to 100 characters',
  routingNumber: 'Routing number must be 9 digits',
  accountNumber: 'Account number must be 4 to 17 digits',
  taxId: 'Tax ID must be 9 digits (e.g. 12-3456789)',
  zip: 'Enter a 5-digit ZIP code',
  timeZone: 'Choose a valid time zone (e.g. America/Chicago)',
  state: 'Enter the 2-letter state code',
  editingDisabled: 'Editing is disabled during active time of fundraiser!',
  deletionDisabled: 'Deletion is disabled during active time of fundraiser!',
  groupActionsDisabled: 'Groups can only be changed before the fundraiser starts',
  onlyPrimaryAdminEdits: 'Only the primary administrator can edit or delete this fundraiser',
  notFound: 'This fundraiser does not exist or you do not have access to it',
  groupNotFound: 'This group does not exist or you do not have access to it',
  groupAdminUnknown: 'The group admin must be an approved administrator of this fundraiser',
  participantNotMember: 'This participant is not part of the fundraiser',
  requestNotFound: 'This join request no longer exists',
  alreadyMember: 'You are already part of this fundraiser',
  alreadyRequested: 'You already asked to join this fundraiser. Wait for the admin to approve it',
  fundraiserEnded: 'This fundraiser has ended',
  invitationEmailMismatch: 'This invitation was sent to a different email address',
  invitationUsed: 'This invitation has already been used',
  publicLinkInactive: 'This invitation link is not active',
  teamMemberAlreadyOnTeam: 'This person is already on your team for this fundraiser',
  noPreviousFundraisers: 'You do not have any previous fundraisers!',
  noFundraisersToJoin: 'No fundraisers to join!',
  notPartOfAny: 'You are not part of any fundraiser!',
  statusNotStarted: 'Fundraiser has not started yet',
  statusInProgress: 'Fundraiser is in progress',
  statusEnded: 'Fundraiser has ended',
  statusInactive:
    'Fundraiser is running but cannot take donations yet: link a payout account to the fundraiser. Groups without an account of their own use it.',
  statusPartlyInactive:
    'Fundraiser is running, but only groups with their own payout account can take donations: link a payout account to the fundraiser. Every other donation and token purchase goes to it.',
  statusError: 'Fundraiser status could not be fetched',
  goalNeededToday: 'A fundraiser starting today needs its goal now: the goal cannot be set once it has started',
  causeNeededToday: 'A fundraiser starting today needs its cause now: the cause cannot be set once it has started',
  logoUpdated: 'Fundraiser logo updated successfully!',
} as const;

/** Spec §9 constants of fundraisers. */
export const fundraiserLimits = {
  minimumGoalCents: 1000,
  minWeeks: 1,
  maxWeeks: 4,
  defaultWeeks: 3,
  weekMs: 604_800_000,
  /** Private participant and team-member invitations stop working after this long. */
  invitationLifetimeDays: 7,
  maxGroupsPerRequest: 20,
  publicCodePrefix: 'pub_',
} as const;

/** The four computed states of spec §4 (Error is the browser's own, when the status cannot be read). */
export const fundraiserStatuses = ['notStarted', 'inProgress', 'startedButInactive', 'ended'] as const;
export type FundraiserStatus = (typeof fundraiserStatuses)[number];

/** The statuses as the screen shows them, in sentence case (the API sends the keys). */
export const fundraiserStatusLabels: Record<FundraiserStatus, string> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  startedButInactive: 'Started but inactive',
  ended: 'Ended',
};

export interface FundraiserStatusInput {
  fundRaisingStartTime: number;
  fundRaisingEndTime: number;
  /** Payout account linked to the fundraiser itself. */
  fundRaisingStripe: string | null;
  /** Payout account of each group (null when unlinked). */
  groupAccounts: (string | null)[];
}

/**
 * spec §4: Not started before the start, Ended after the end; while running, In progress when every payment has an
 * account to settle to, otherwise Started but inactive. Every payment settles to its group's account, else to the
 * fundraiser's (see `groupPayoutSource`), and some never have a group (a team member's token purchase): so the
 * fundraiser's own account is what makes it take everything. A group with an account of its own takes its gifts
 * even without it (the message says so).
 */
export function fundraiserStatus(input: FundraiserStatusInput, now: number): FundraiserStatus {
  if (now < input.fundRaisingStartTime) return 'notStarted';
  if (now >= input.fundRaisingEndTime) return 'ended';
  return input.fundRaisingStripe !== null ? 'inProgress' : 'startedButInactive';
}

/**
 * Where a group's donations settle: its own payout account, else the fundraiser's, else nowhere (the server's
 * donation and token purchase targets use the same rule).
 */
export function groupPayoutSource(
  groupAccount: string | null,
  fundraiserAccount: string | null,
): { accountId: string; via: 'group' | 'fundraiser' } | null {
  if (groupAccount) return { accountId: groupAccount, via: 'group' };
  if (fundraiserAccount) return { accountId: fundraiserAccount, via: 'fundraiser' };
  return null;
}

export function fundraiserStatusMessage(input: FundraiserStatusInput, now: number): string {
  const status = fundraiserStatus(input, now);
  switch (status) {
    case 'notStarted':
      return fundraiserMessages.statusNotStarted;
    case 'ended':
      return fundraiserMessages.statusEnded;
    case 'inProgress':
      return fundraiserMessages.statusInProgress;
    case 'startedButInactive':
      return input.groupAccounts.some((id) => id !== null)
        ? fundraiserMessages.statusPartlyInactive
        : fundraiserMessages.statusInactive;
  }
}

/** Whole weeks between start and end (spec §9: (end − start) / 604800000). */
export function durationWeeks(startMs: number, endMs: number): number {
  return (endMs - startMs) / fundraiserLimits.weekMs;
}

/**
 * "Not in the past" for a calendar date picked in any time zone: the start may be at most 14 hours before the
 * start of today in UTC (UTC−12…UTC+14 all still call that instant "today" somewhere).
 */
export function isStartInPast(startMs: number, now: number): boolean {
  const startOfUtcDay = Math.trunc(now / 86_400_000) * 86_400_000;
  return startMs < startOfUtcDay - 14 * 3_600_000;
}
