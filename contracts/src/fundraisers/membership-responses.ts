import type { FundraiserStatus } from './status';

// Response shapes of joining: join requests, invitation links and what an invitation holds, and whom a referral code
// credits.

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
