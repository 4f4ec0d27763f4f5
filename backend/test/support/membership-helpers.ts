import { randomUUID } from 'node:crypto';
import { JobQueues } from '../../src/platform/events/job-queues.provider';
import type { SignedInAccount } from './fundraiser-helpers';
import { nextCode, participantSignUp, uniquePhone, type Api } from './identity-helpers';
import type { TestApp } from './test-apps';
import { eventually, type TestEnvironment } from './test-environment';

/** The membership routes the specs call, by what they do. */
export const membershipRoutes = {
  requests: '/api/adminRoutes/getParticipantRequests',
  approve: '/api/adminRoutes/approveParticipant',
  inviteParticipant: '/api/adminRoutes/generateParticipantInvitationLink',
  requestToJoin: '/api/participantRoutes/requestToJoinNewFundRaising',
  participantFundraisers: '/api/participantRoutes/getParticipantFundRaisings',
  participantDashboard: '/api/participantRoutes/getParticipantDashboardByFundRaisingId',
  inviteTeamMember: '/api/participantRoutes/generateTeamMemberInvitationLink',
  referral: '/api/participantRoutes/generateParticipantGroupDonationLink',
  teamInvitationData: '/api/teamMemberRoutes/getTeamMemberInvitationData',
  respond: '/api/teamMemberRoutes/invitationResponse',
  teamMemberSignUp: '/api/teamMemberRoutes/teamMemberSignUp',
  teamFundraisers: '/api/teamMemberRoutes/getTeamMemberFundRaisers',
  teamDashboard: '/api/teamMemberRoutes/teamMemberDashboard',
  verifyReferral: '/api/authRoutes/verifyReferalCode',
  invitationData: '/api/authRoutes/getInvitationData',
  participantSignUp: '/api/participantRoutes/participantSignUp',
} as const;

export interface TestFundraiser {
  id: string;
  name: string;
  groups: { id: string; name: string }[];
}

/** What the membership helpers act on: the spec's app, its parts, and the primary admin who runs its fundraisers. */
export interface MembershipScene {
  testApp: TestApp;
  environment: TestEnvironment;
  client: Api;
  admin: SignedInAccount;
}

/**
 * The helpers the membership specs share: fundraisers straight in the database, sign-ups through the API, and waits
 * for what the worker does. `scene` is read when a helper runs, so a spec may fill it in its beforeAll.
 */
export function membershipHelpers(scene: () => MembershipScene) {
  /** A fundraiser of `primaryAdminId` straight in the database: starts tomorrow, runs three weeks, $1,000 goal. */
  async function insertFundraiser(
    primaryAdminId = scene().admin.id,
    { groups = ['Red', 'Blue'], ended = false }: { groups?: string[]; ended?: boolean } = {},
  ): Promise<TestFundraiser> {
    const id = randomUUID();
    const name = `Book Fair ${id.slice(0, 6)}`;
    await scene().environment.sql(
      `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents, primary_admin_id, created_by, cause)
       values ($1, $2, now() + ($4 || ' days')::interval, now() + ($5 || ' days')::interval, 100000, $3, $3, 'New books')`,
      [id, name, primaryAdminId, ended ? '-22' : '1', ended ? '-1' : '22'],
    );
    const rows = [];
    for (const group of groups) {
      const groupId = randomUUID();
      await scene().environment.sql(
        `insert into fundraiser_groups (id, fundraiser_id, name, goal_cents) values ($1, $2, $3, 20000)`,
        [groupId, id, group],
      );
      rows.push({ id: groupId, name: group });
    }
    return { id, name, groups: rows };
  }

  function groupOf(fundraiser: TestFundraiser, name: string) {
    const group = fundraiser.groups.find((candidate) => candidate.name === name);
    if (!group) throw new Error(`no group ${name}`);
    return group;
  }

  const signUpPaths = {
    participant: membershipRoutes.participantSignUp,
    teamMember: membershipRoutes.teamMemberSignUp,
  } as const;

  /** A sign-up through the API (phone code); returns what verifying it needs. */
  async function signUp(role: 'participant' | 'teamMember', email: string, overrides: Record<string, unknown> = {}) {
    const phoneNo = uniquePhone();
    const body = participantSignUp(email, phoneNo, {
      ...(role === 'teamMember' ? { authorizedAccepted: true } : {}),
      ...overrides,
    });
    const response = await scene().client.post(signUpPaths[role], body);
    return { role, email, phoneNo, response };
  }

  /** Enters the code texted for the sign-up; returns the new account's id and session. */
  async function verify(signedUp: Awaited<ReturnType<typeof signUp>>) {
    const otp = await nextCode(scene().client, signedUp.phoneNo, 0);
    const verified = await scene().client.post('/api/authRoutes/verifyOtp', {
      email: signedUp.email,
      role: signedUp.role,
      verificationSelection: 'phone',
      mode: 'signUp',
      otp,
      challengeId: signedUp.response.body.data?.challengeId,
    });
    if (verified.status !== 200) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.body)}`);
    return { id: verified.body.data.user.id as string, token: verified.body.data.accessToken as string };
  }

  /** Signs up and verifies; fails the test unless the sign-up is accepted. */
  async function signUpAndVerify(
    role: 'participant' | 'teamMember',
    email: string,
    overrides: Record<string, unknown> = {},
  ) {
    const signedUp = await signUp(role, email, overrides);
    if (signedUp.response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signedUp.response.body)}`);
    return verify(signedUp);
  }

  /** Waits until the admission job for this account's proven sign-up has finished (whatever it decided). */
  async function admissionDone(accountId: string) {
    const outbox = await eventually('the sign-up event', async () => {
      const [row] = await scene().environment.sql<{ event_key: string }>(
        `select event_key from outbox_events where event_name = 'AccountSignUpVerified' and payload->>'accountId' = $1`,
        [accountId],
      );
      return row;
    });
    const queue = scene().testApp.app.get(JobQueues).get('projections');
    await eventually(
      'the admission job',
      async () => (await queue.getJobState(`${outbox.event_key}-fundraisers.admit-signed-up-member`)) === 'completed',
    );
  }

  /** The link code in the newest email to `email` whose body has `/{path}/{code}`. */
  async function linkCodeMailedTo(email: string, path: string) {
    const pattern = new RegExp(`${path}/([\\w-]+)`);
    const mail = await eventually(`an invitation to ${email}`, async () =>
      (await scene().client.mailbox(email)).find((message) => pattern.test(message.body)),
    );
    return pattern.exec(mail.body)?.[1] as string;
  }

  const participantFundraiserIds = async (token: string) =>
    ((await scene().client.get(membershipRoutes.participantFundraisers, token)).body.data as { _id: string }[]).map(
      (row) => row._id,
    );

  const inviteParticipant = (fundraiser: TestFundraiser, email: string, extra: Record<string, unknown> = {}) =>
    scene().client.post(
      membershipRoutes.inviteParticipant,
      { firstName: 'Ivy', lastName: 'Invitee', email, fundRaisingId: fundraiser.id, ...extra },
      scene().admin.token,
    );

  return {
    insertFundraiser,
    groupOf,
    signUp,
    verify,
    signUpAndVerify,
    admissionDone,
    linkCodeMailedTo,
    participantFundraiserIds,
    inviteParticipant,
  };
}
