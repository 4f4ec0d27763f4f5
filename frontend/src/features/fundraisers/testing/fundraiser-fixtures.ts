import type {
  AdminFundraiserDashboard,
  AdminRow,
  DonationRow,
  FundraiserDetail,
  FundraiserSummary,
  GroupDetail,
  ParticipantRow,
  Privileges,
  SessionUser,
  SponsorRow,
} from '@fundplay/contracts';

/** Test data shaped by the contracts, so a changed response shape breaks the specs' typecheck. */

const day = 86_400_000;
export const fundraiserId = '7a1b2c3d-0000-4000-8000-000000000001';
export const groupIds = ['7a1b2c3d-0000-4000-8000-0000000000a1', '7a1b2c3d-0000-4000-8000-0000000000a2'] as const;

export const noPrivileges: Privileges = {
  fullAccess: false,
  startNewFundraiser: false,
  acceptStudentFund: false,
  sendEmailAndTexts: false,
  changeGoalsAndCause: false,
  addNewAdministrator: false,
};

export const primaryAdmin: AdminRow = {
  _id: '7a1b2c3d-0000-4000-8000-0000000000f1',
  firstName: 'Pat',
  lastName: 'Primary',
  email: 'pat@school.test',
  phoneNo: '+15555550101',
  role: 'admin',
};

export const secondaryAdmin: AdminRow = {
  _id: '7a1b2c3d-0000-4000-8000-0000000000f2',
  firstName: 'Sam',
  lastName: 'Second',
  email: 'sam@school.test',
  phoneNo: '',
  role: 'secondaryAdmin',
};

export function sessionUser(role: SessionUser['role'], privileges: Partial<Privileges> = {}): SessionUser {
  const admin = role === 'admin' ? primaryAdmin : secondaryAdmin;
  return {
    id: admin._id,
    email: admin.email,
    role,
    firstName: admin.firstName,
    lastName: admin.lastName,
    phoneNo: admin.phoneNo,
    privileges: { ...noPrivileges, ...privileges },
    adminApproval: true,
  };
}

export function summary(overrides: Partial<FundraiserSummary> = {}): FundraiserSummary {
  const start = Date.now() + 7 * day;
  return {
    _id: fundraiserId,
    fundRaisingName: 'Lincoln Spring Drive',
    city: 'Springfield',
    state: 'IL',
    fundRaisingStartTime: start,
    fundRaisingEndTime: start + 21 * day,
    fundRaisingGoal: 500_000,
    fundRaisingCause: 'New band uniforms',
    fundRaisingImage: null,
    totalFunding: 0,
    status: 'notStarted',
    groupCount: 2,
    participantCount: 3,
    ...overrides,
  };
}

export function detail(overrides: Partial<FundraiserDetail> = {}): FundraiserDetail {
  return {
    ...summary(),
    address: '1 School Road',
    zip: '62701',
    fundRaisingTaxId: '123456789',
    fundRaisingRoutingNumber: '•••• 0021',
    fundRaisingAccountNumber: '•••• 6789',
    fundRaisingStripe: null,
    fundRaisingStripeName: null,
    statusMessage: 'Fundraiser has not started yet',
    participantInvitationLink: 'pub_participants1',
    adminInvitationLink: 'pub_admins1',
    participantInvitationLinkStatus: true,
    adminInvitationLinkStatus: false,
    primaryAdminId: primaryAdmin._id,
    fundRaisingStory: null,
    coverImage: null,
    slug: 'lincoln-spring-drive',
    permissions: {
      edit: true,
      delete: true,
      manageGroups: true,
      changeGoalsAndCause: true,
      editCampaignPage: true,
      approveParticipants: true,
      inviteAdministrators: true,
    },
    ...overrides,
  };
}

export function participant(index: number, groupId: string | null): ParticipantRow {
  return {
    _id: `7a1b2c3d-0000-4000-8000-00000000010${index}`,
    firstName: `Kid${index}`,
    lastName: 'Learner',
    fullName: `Kid${index} Learner`,
    email: `kid${index}@school.test`,
    phoneNo: '',
    totalDonations: 0,
    tokens: 0,
    groupId,
  };
}

export function group(index: 0 | 1, overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    _id: groupIds[index],
    groupName: index === 0 ? 'Red Team' : 'Blue Team',
    groupTarget: index === 0 ? 200_000 : 100_000,
    groupCause: '',
    groupTotalDonations: 0,
    stripe: null,
    stripeName: null,
    admin: index === 0 ? primaryAdmin : null,
    fundRaisingId: fundraiserId,
    participants: index === 0 ? [participant(1, groupIds[0])] : [],
    teamMember: [],
    ...overrides,
  };
}

export function dashboard(overrides: Partial<AdminFundraiserDashboard> = {}): AdminFundraiserDashboard {
  return {
    fundRaiser: detail(),
    admin: [primaryAdmin, secondaryAdmin],
    group: [group(0), group(1)],
    participants: [participant(1, groupIds[0]), participant(2, null)],
    games: [],
    sponsors: [],
    ...overrides,
  };
}

export function sponsor(overrides: Partial<SponsorRow> = {}): SponsorRow {
  return {
    _id: '7a1b2c3d-0000-4000-8000-0000000000d1',
    fundRaisingId: fundraiserId,
    firstName: 'Ada',
    lastName: 'Baker',
    businessName: 'Corner Bakery',
    websiteUrl: 'https://corner-bakery.example',
    businessImage: '/api/files/logo-1',
    type: 'business',
    isFeatured: true,
    totalTransactions: 1,
    amount: 5_000,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function donation(overrides: Partial<DonationRow> = {}): DonationRow {
  return {
    _id: '7a1b2c3d-0000-4000-8000-0000000000e1',
    kind: 'donation',
    createdAt: '2026-11-21T15:05:00.000Z',
    donorName: 'Jamie R.',
    donorEmail: 'jamie@example.com',
    amountCents: 2_500,
    refundedCents: 0,
    status: 'succeeded',
    dispute: null,
    groupName: 'Red Team',
    participantName: 'Kid1 Learner',
    comments: null,
    ...overrides,
  };
}
