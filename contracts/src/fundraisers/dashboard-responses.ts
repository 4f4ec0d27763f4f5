import type { FundraiserGame } from '../compete/responses';
import type { SponsorRow } from '../money/responses';
import type { Contact } from '../outreach';
import type {
  AdminRow,
  FundraiserDetail,
  FundraiserSummary,
  GroupDetail,
  ParticipantRow,
  PersonRow,
} from './fundraiser-responses';
import type { TeamMemberInvitationRow } from './membership-responses';

// The dashboards of the fundraisers context: what an administrator, a participant and a team member see.

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
