import type { FundraiserStatus } from './status';

// Response shapes of fundraisers, groups and the people in them (the dashboards compose them:
// dashboard-responses.ts).

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
  /** The campaign pages' story (plain text) and cover photo (`/api/files/<id>`), issue #21. */
  fundRaisingStory: string | null;
  coverImage: string | null;
  /** The readable address of the fundraiser page: `/f/{slug}`. */
  slug: string;
  /** What the caller may do now (the server enforces the same rules). */
  permissions: {
    edit: boolean;
    delete: boolean;
    manageGroups: boolean;
    changeGoalsAndCause: boolean;
    /** The campaign pages' story and cover: the same people as goal and cause, but at any time. */
    editCampaignPage: boolean;
    approveParticipants: boolean;
    inviteAdministrators: boolean;
  };
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
