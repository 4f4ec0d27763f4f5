import { createHash, randomUUID } from 'node:crypto';
import { fundraiserMessages, identityMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Ledger } from '../../src/modules/ledger/ledger';
import { JobQueues } from '../../src/platform/events/job-queues.provider';
import {
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  insertParticipantMember,
  insertTeamMember,
  sessionFor,
  type SignedInAccount,
} from '../support/fundraiser-helpers';
import {
  adminSignUp,
  insertAccount,
  nextCode,
  participantSignUp,
  uniqueEmail,
  uniquePhone,
  type Api,
} from '../support/identity-helpers';
import { startTestApp, type TestApp } from '../support/test-apps';
import { eventually, type TestEnvironment } from '../support/test-environment';

const routes = {
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

describe('memberships over HTTP', () => {
  let testApp: TestApp;
  let environment: TestEnvironment;
  let client: Api;
  let admin: SignedInAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off' });
    ({ environment, client } = testApp);
    admin = await signedInPrimaryAdmin(environment, testApp.app);
  });

  afterAll(async () => {
    await testApp?.stop();
  });

  interface TestFundraiser {
    id: string;
    name: string;
    groups: { id: string; name: string }[];
  }

  /** A fundraiser of `primaryAdminId` straight in the database: starts tomorrow, runs three weeks, $1,000 goal. */
  async function insertFundraiser(
    primaryAdminId = admin.id,
    { groups = ['Red', 'Blue'], ended = false }: { groups?: string[]; ended?: boolean } = {},
  ): Promise<TestFundraiser> {
    const id = randomUUID();
    const name = `Book Fair ${id.slice(0, 6)}`;
    await environment.sql(
      `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents, primary_admin_id, created_by, cause)
       values ($1, $2, now() + ($4 || ' days')::interval, now() + ($5 || ' days')::interval, 100000, $3, $3, 'New books')`,
      [id, name, primaryAdminId, ended ? '-22' : '1', ended ? '-1' : '22'],
    );
    const rows = [];
    for (const group of groups) {
      const groupId = randomUUID();
      await environment.sql(
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

  const signUpPaths = { participant: routes.participantSignUp, teamMember: routes.teamMemberSignUp } as const;

  /** A sign-up through the API (phone code); returns what verifying it needs. */
  async function signUp(role: 'participant' | 'teamMember', email: string, overrides: Record<string, unknown> = {}) {
    const phoneNo = uniquePhone();
    const body = participantSignUp(email, phoneNo, {
      ...(role === 'teamMember' ? { authorizedAccepted: true } : {}),
      ...overrides,
    });
    const response = await client.post(signUpPaths[role], body);
    return { role, email, phoneNo, response };
  }

  /** Enters the code texted for the sign-up; returns the new account's id and session. */
  async function verify(signedUp: Awaited<ReturnType<typeof signUp>>) {
    const otp = await nextCode(client, signedUp.phoneNo, 0);
    const verified = await client.post('/api/authRoutes/verifyOtp', {
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
      const [row] = await environment.sql<{ event_key: string }>(
        `select event_key from outbox_events where event_name = 'AccountSignUpVerified' and payload->>'accountId' = $1`,
        [accountId],
      );
      return row;
    });
    const queue = testApp.app.get(JobQueues).get('projections');
    await eventually(
      'the admission job',
      async () => (await queue.getJobState(`${outbox.event_key}-fundraisers.admit-signed-up-member`)) === 'completed',
    );
  }

  /** The link code in the newest email to `email` whose body has `/{path}/{code}`. */
  async function linkCodeMailedTo(email: string, path: string) {
    const pattern = new RegExp(`${path}/([\\w-]+)`);
    const mail = await eventually(`an invitation to ${email}`, async () =>
      (await client.mailbox(email)).find((message) => pattern.test(message.body)),
    );
    return pattern.exec(mail.body)?.[1] as string;
  }

  const participantFundraiserIds = async (token: string) =>
    ((await client.get(routes.participantFundraisers, token)).body.data as { _id: string }[]).map((row) => row._id);

  const inviteParticipant = (fundraiser: TestFundraiser, email: string, extra: Record<string, unknown> = {}) =>
    client.post(
      routes.inviteParticipant,
      { firstName: 'Ivy', lastName: 'Invitee', email, fundRaisingId: fundraiser.id, ...extra },
      admin.token,
    );

  describe('participant invitations', () => {
    it('emails and texts a private link; the invitee signs up through it and, once the code is entered, is in the invited group', async () => {
      const fundraiser = await insertFundraiser();
      const red = groupOf(fundraiser, 'Red');
      const email = uniqueEmail('invitee');
      const phoneNumber = uniquePhone();
      const invited = await inviteParticipant(fundraiser, email, { phoneNumber, groupId: red.id });
      expect(invited.status).toBe(201);
      expect(invited.body.message).toBe(fundraiserMessages.inviteSent);
      const { invitationCode, invitationLink } = invited.body.data as {
        invitationCode: string;
        invitationLink: string;
      };
      expect(invitationCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(invitationLink).toBe(`${environment.config.http.publicUrl}/participant/signup/${invitationCode}`);

      // Only the hash is stored, and the event that sends it names the invitation, never the code.
      const [stored] = await environment.sql<{ code_hash: string; expires_in_days: number }>(
        `select code_hash, round(extract(epoch from expires_at - now()) / 86400)::int as expires_in_days
           from fundraiser_invitations where email = $1`,
        [email],
      );
      expect(stored).toEqual({
        code_hash: createHash('sha256').update(invitationCode).digest('hex'),
        expires_in_days: 7,
      });
      const events = await environment.sql<{ payload: string }>(
        `select payload::text as payload from outbox_events where event_name = 'ParticipantInvited'`,
      );
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) expect(event.payload).not.toContain(invitationCode);

      expect(await linkCodeMailedTo(email, '/participant/signup')).toBe(invitationCode);
      expect(await linkCodeMailedTo(phoneNumber, '/participant/signup')).toBe(invitationCode);

      const data = await client.post(`${routes.invitationData}?role=participant&invitationCode=${invitationCode}`);
      expect(data.status).toBe(200);
      expect(data.body.data).toEqual({
        firstName: 'Ivy',
        lastName: 'Invitee',
        email,
        phoneNumber,
        fundRaisingId: { _id: fundraiser.id, fundRaisingName: fundraiser.name },
        groupId: red.id,
        adminId: admin.id,
        expire: false,
      });

      const signedUp = await signUp('participant', email, { invitationCode });
      expect(signedUp.response.status).toBe(201);
      expect(
        await environment.sql('select 1 from fundraiser_memberships where fundraiser_id = $1', [fundraiser.id]),
      ).toHaveLength(0); // nothing before the code proves the sign-up
      const participant = await verify(signedUp);

      await eventually('the membership', async () =>
        (await participantFundraiserIds(participant.token)).includes(fundraiser.id),
      );
      const dashboard = await client.get(
        `${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`,
        participant.token,
      );
      expect(dashboard.body.data.group).toEqual({ _id: red.id, groupName: 'Red' });
      const [invitation] = await environment.sql(
        'select used_by, accepted, responded_at is not null as responded from fundraiser_invitations where email = $1',
        [email],
      );
      expect(invitation).toEqual({ used_by: participant.id, accepted: true, responded: true });
      const [account] = await environment.sql('select sign_up_intent from accounts where id = $1', [participant.id]);
      expect(account).toEqual({ sign_up_intent: null });
    });

    it('refuses the same private code for another email, a second time, and after it expired', async () => {
      const fundraiser = await insertFundraiser();
      const email = uniqueEmail('bound');
      const code = (await inviteParticipant(fundraiser, email)).body.data.invitationCode as string;

      const stranger = uniqueEmail('stranger');
      const mismatch = await signUp('participant', stranger, { invitationCode: code });
      expect(mismatch.response.status).toBe(403);
      expect(mismatch.response.body.message).toBe(fundraiserMessages.invitationEmailMismatch);
      expect(await environment.sql('select 1 from accounts where email = $1', [stranger])).toHaveLength(0);

      const first = await signUpAndVerify('participant', email, { invitationCode: code });
      await admissionDone(first.id);
      const again = await signUp('participant', uniqueEmail('second'), { invitationCode: code });
      expect(again.response).toEqual({ status: 410, body: { message: fundraiserMessages.invitationUsed } });
      expect((await client.post(`${routes.invitationData}?role=participant&invitationCode=${code}`)).body.message).toBe(
        fundraiserMessages.invitationUsed,
      );

      const lateEmail = uniqueEmail('late');
      const late = (await inviteParticipant(fundraiser, lateEmail)).body.data.invitationCode as string;
      await environment.sql(
        `update fundraiser_invitations set expires_at = now() - interval '1 minute' where email = $1`,
        [lateEmail],
      );
      expect((await signUp('participant', lateEmail, { invitationCode: late })).response).toEqual({
        status: 410,
        body: { message: identityMessages.invitationExpired },
      });
      expect((await client.post(`${routes.invitationData}?role=participant&invitationCode=${late}`)).status).toBe(410);

      const unknown = await signUp('participant', uniqueEmail('guess'), { invitationCode: 'A'.repeat(32) });
      expect(unknown.response).toEqual({ status: 404, body: { message: identityMessages.invitationInvalid } });
      // A participant code is not a team-member code.
      expect((await client.post(`${routes.invitationData}?role=teamMember&invitationCode=${late}`)).status).toBe(404);
    });

    it('invites only to a running fundraiser the admin runs, and only to its own groups', async () => {
      const other = await insertAccount(environment, { role: 'admin' });
      const theirs = await insertFundraiser(other.id);
      const mine = await insertFundraiser();
      expect(await inviteParticipant(theirs, uniqueEmail('x'))).toEqual({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      });
      const foreignGroup = await inviteParticipant(mine, uniqueEmail('x'), { groupId: groupOf(theirs, 'Red').id });
      expect(foreignGroup.status).toBe(404);
      expect(foreignGroup.body.message).toBe(fundraiserMessages.groupNotFound);
      const ended = await insertFundraiser(admin.id, { ended: true });
      expect(await inviteParticipant(ended, uniqueEmail('x'))).toEqual({
        status: 409,
        body: { message: fundraiserMessages.fundraiserEnded },
      });

      const secondary = await signedInSecondaryAdmin(environment, testApp.app, admin.id);
      const bySecondary = await client.post(
        routes.inviteParticipant,
        { firstName: 'S', lastName: 'A', email: uniqueEmail('s'), fundRaisingId: mine.id },
        secondary.token,
      );
      expect(bySecondary.status).toBe(201);
      const pending = await signedInSecondaryAdmin(environment, testApp.app, admin.id, {}, { approved: false });
      const byPending = await client.post(
        routes.inviteParticipant,
        { firstName: 'P', lastName: 'A', email: uniqueEmail('p'), fundRaisingId: mine.id },
        pending.token,
      );
      expect(byPending).toEqual({ status: 404, body: { message: fundraiserMessages.notFound } });
    });
  });

  describe('public participant links', () => {
    it('admit anyone while active, without a group, and stop the moment they are deactivated', async () => {
      const fundraiser = await insertFundraiser();
      const code = `pub_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
      await environment.sql(
        'update fundraisers set participant_link_code = $1, participant_link_active = true where id = $2',
        [code, fundraiser.id],
      );
      const data = await client.post(`${routes.invitationData}?role=participant&invitationCode=${code}`);
      expect(data.body.data).toMatchObject({
        email: '',
        fundRaisingId: { _id: fundraiser.id, fundRaisingName: fundraiser.name },
        groupId: null,
        adminId: admin.id,
      });

      const first = await signUpAndVerify('participant', uniqueEmail('pub1'), { invitationCode: code });
      const second = await signUpAndVerify('participant', uniqueEmail('pub2'), { invitationCode: code });
      for (const participant of [first, second]) {
        await eventually('the membership', async () =>
          (await participantFundraiserIds(participant.token)).includes(fundraiser.id),
        );
      }
      const dashboard = await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, first.token);
      expect(dashboard.body.data.group).toBeNull();

      // Begun while active, proven after the link was switched off: not admitted.
      const midway = await signUp('participant', uniqueEmail('pub3'), { invitationCode: code });
      expect(midway.response.status).toBe(201);
      await environment.sql('update fundraisers set participant_link_active = false where id = $1', [fundraiser.id]);
      const late = await verify(midway);
      await admissionDone(late.id);
      expect(await participantFundraiserIds(late.token)).toEqual([]);

      const refused = await signUp('participant', uniqueEmail('pub4'), { invitationCode: code });
      expect(refused.response).toEqual({ status: 404, body: { message: fundraiserMessages.publicLinkInactive } });
      expect((await client.post(`${routes.invitationData}?role=participant&invitationCode=${code}`)).status).toBe(404);
    });
  });

  describe('public administrator links', () => {
    it('sign up a secondary admin of the fundraiser’s primary admin, pending approval, without privileges', async () => {
      const fundraiser = await insertFundraiser();
      const code = `pub_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
      await environment.sql('update fundraisers set admin_link_code = $1, admin_link_active = true where id = $2', [
        code,
        fundraiser.id,
      ]);
      const data = await client.post(`${routes.invitationData}?role=admin&invitationCode=${code}`);
      expect(data.body.data).toMatchObject({
        fundRaisingId: { _id: fundraiser.id, fundRaisingName: fundraiser.name },
        adminId: admin.id,
        expire: false,
      });

      const email = uniqueEmail('pubadmin');
      const response = await client.post('/api/adminRoutes/adminSignUp', adminSignUp(email, { invitationCode: code }));
      expect(response.status).toBe(201);
      expect(response.body.data).toEqual({ role: 'secondaryAdmin' });
      const [account] = await environment.sql<{ privileges: Record<string, boolean> }>(
        'select role, invited_by, admin_approval, privileges from accounts where email = $1',
        [email],
      );
      expect(account).toMatchObject({ role: 'secondaryAdmin', invited_by: admin.id, admin_approval: false });
      expect(Object.values(account?.privileges ?? { missing: true }).every((held) => !held)).toBe(true);

      await environment.sql('update fundraisers set admin_link_active = false where id = $1', [fundraiser.id]);
      const refused = await client.post(
        '/api/adminRoutes/adminSignUp',
        adminSignUp(uniqueEmail('late'), { invitationCode: code }),
      );
      expect(refused).toEqual({ status: 404, body: { message: fundraiserMessages.publicLinkInactive } });
    });
  });

  describe('join requests', () => {
    it('wait for an admin; approval removes the request, admits the participant and tells them; a second approval is 404', async () => {
      const fundraiser = await insertFundraiser();
      const participant = await signedInAccount(environment, testApp.app, { role: 'participant' });
      const ask = () => client.put(routes.requestToJoin, { fundRaisingId: fundraiser.id }, participant.token);
      expect(await ask()).toEqual({ status: 200, body: { message: fundraiserMessages.joinRequested, data: null } });
      expect(await ask()).toEqual({ status: 409, body: { message: fundraiserMessages.alreadyRequested } });
      expect(await participantFundraiserIds(participant.token)).toEqual([]);

      const listed = await client.get(`${routes.requests}?fundRaisingId=${fundraiser.id}`, admin.token);
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([
        {
          _id: expect.any(String),
          participant: {
            _id: participant.id,
            firstName: 'Test',
            lastName: 'Person',
            email: participant.email,
            phoneNo: participant.phoneNo,
          },
          createdAt: expect.any(String),
        },
      ]);
      const requestId = listed.body.data[0]._id as string;

      const other = await signedInPrimaryAdmin(environment, testApp.app);
      expect((await client.get(`${routes.requests}?fundRaisingId=${fundraiser.id}`, other.token)).status).toBe(404);
      expect((await client.put(routes.approve, { requestId }, other.token)).status).toBe(404);
      const unprivileged = await signedInSecondaryAdmin(environment, testApp.app, admin.id);
      expect((await client.put(routes.approve, { requestId }, unprivileged.token)).status).toBe(403);

      const approver = await signedInSecondaryAdmin(environment, testApp.app, admin.id, { acceptStudentFund: true });
      expect(await client.put(routes.approve, { requestId }, approver.token)).toEqual({
        status: 200,
        body: { message: fundraiserMessages.participantApproved, data: null },
      });
      expect((await client.get(`${routes.requests}?fundRaisingId=${fundraiser.id}`, admin.token)).body.data).toEqual(
        [],
      );
      expect(await participantFundraiserIds(participant.token)).toEqual([fundraiser.id]);
      await eventually('the approval email', async () =>
        (await client.mailbox(participant.email)).find((mail) =>
          mail.body.includes(`/participant/dashboard/${fundraiser.id}`),
        ),
      );
      expect(await client.put(routes.approve, { requestId }, admin.token)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.requestNotFound },
      });
      expect(await ask()).toEqual({ status: 409, body: { message: fundraiserMessages.alreadyMember } });
    });

    it('refuse unknown and ended fundraisers', async () => {
      const participant = await signedInAccount(environment, testApp.app, { role: 'participant' });
      expect(await client.put(routes.requestToJoin, { fundRaisingId: randomUUID() }, participant.token)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      });
      const ended = await insertFundraiser(admin.id, { ended: true });
      expect(await client.put(routes.requestToJoin, { fundRaisingId: ended.id }, participant.token)).toEqual({
        status: 409,
        body: { message: fundraiserMessages.fundraiserEnded },
      });
    });

    it('are made by a sign-up that names a fundraiser, once its code is entered', async () => {
      const fundraiser = await insertFundraiser();
      const email = uniqueEmail('asker');
      const refused = await signUp('participant', email, { fundraisingId: randomUUID() });
      expect(refused.response.status).toBe(404);
      const participant = await signUpAndVerify('participant', email, { fundraisingId: fundraiser.id });
      const listed = await eventually('the join request', async () => {
        const rows = (await client.get(`${routes.requests}?fundRaisingId=${fundraiser.id}`, admin.token)).body.data as {
          participant: { _id: string };
        }[];
        return rows.find((row) => row.participant._id === participant.id);
      });
      expect(listed.participant).toMatchObject({ firstName: 'Pat', lastName: 'Lee', email });
    });
  });

  describe('invitations accepted by an existing participant', () => {
    const accept = (token: string, fundRaisingId: string, invitationCode: string) =>
      client.put(routes.requestToJoin, { fundRaisingId, invitationCode }, token);
    const invitationRow = async (code: string) =>
      (
        await environment.sql(
          `select used_by, accepted, responded_at is not null as responded from fundraiser_invitations
            where code_hash = $1`,
          [createHash('sha256').update(code).digest('hex')],
        )
      )[0];

    it('admits the invited email at once, in the invited group, uses the invitation and drops a pending request', async () => {
      const fundraiser = await insertFundraiser();
      const red = groupOf(fundraiser, 'Red');
      const existing = await signedInAccount(environment, testApp.app, { role: 'participant' });
      expect((await client.put(routes.requestToJoin, { fundRaisingId: fundraiser.id }, existing.token)).status).toBe(
        200,
      );
      const invited = await inviteParticipant(fundraiser, existing.email, { groupId: red.id });
      const code = invited.body.data.invitationCode as string;

      const stranger = await signedInAccount(environment, testApp.app, { role: 'participant' });
      expect(await accept(stranger.token, fundraiser.id, code)).toEqual({
        status: 403,
        body: { message: fundraiserMessages.invitationEmailMismatch },
      });
      const elsewhere = await insertFundraiser();
      expect(await accept(existing.token, elsewhere.id, code)).toEqual({
        status: 404,
        body: { message: identityMessages.invitationInvalid },
      });
      expect(await participantFundraiserIds(existing.token)).toEqual([]);
      expect(await invitationRow(code)).toEqual({ used_by: null, accepted: null, responded: false });

      expect(await accept(existing.token, fundraiser.id, code)).toEqual({
        status: 200,
        body: { message: fundraiserMessages.invitationAccepted, data: null },
      });
      expect(await participantFundraiserIds(existing.token)).toEqual([fundraiser.id]);
      const dashboard = await client.get(
        `${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`,
        existing.token,
      );
      expect(dashboard.body.data.group).toEqual({ _id: red.id, groupName: 'Red' });
      expect(await invitationRow(code)).toEqual({ used_by: existing.id, accepted: true, responded: true });
      expect((await client.get(`${routes.requests}?fundRaisingId=${fundraiser.id}`, admin.token)).body.data).toEqual(
        [],
      );
      expect((await client.post(`${routes.invitationData}?role=participant&invitationCode=${code}`)).body.message).toBe(
        fundraiserMessages.invitationUsed,
      );

      expect(await accept(existing.token, fundraiser.id, code)).toEqual({
        status: 409,
        body: { message: fundraiserMessages.alreadyMember },
      });
      // Already a member by approval: the invitation stays unused for nobody else to take.
      const second = await inviteParticipant(elsewhere, existing.email);
      await environment.sql(
        `insert into fundraiser_memberships (id, fundraiser_id, account_id, role) values ($1, $2, $3, 'participant')`,
        [randomUUID(), elsewhere.id, existing.id],
      );
      const secondCode = second.body.data.invitationCode as string;
      expect(await accept(existing.token, elsewhere.id, secondCode)).toEqual({
        status: 409,
        body: { message: fundraiserMessages.alreadyMember },
      });
      expect(await invitationRow(secondCode)).toEqual({ used_by: null, accepted: null, responded: false });
    });

    it('refuses a used, an expired, an unknown and a team-member code', async () => {
      const fundraiser = await insertFundraiser();
      const participant = await signedInAccount(environment, testApp.app, { role: 'participant' });

      const used = (await inviteParticipant(fundraiser, participant.email)).body.data.invitationCode as string;
      const someone = await insertAccount(environment, { role: 'participant' });
      await environment.sql(
        `update fundraiser_invitations set used_by = $1, responded_at = now(), accepted = true where code_hash = $2`,
        [someone.id, createHash('sha256').update(used).digest('hex')],
      );
      expect(await accept(participant.token, fundraiser.id, used)).toEqual({
        status: 410,
        body: { message: fundraiserMessages.invitationUsed },
      });

      const expired = (await inviteParticipant(fundraiser, participant.email)).body.data.invitationCode as string;
      await environment.sql(
        `update fundraiser_invitations set expires_at = now() - interval '1 minute' where code_hash = $1`,
        [createHash('sha256').update(expired).digest('hex')],
      );
      expect(await accept(participant.token, fundraiser.id, expired)).toEqual({
        status: 410,
        body: { message: identityMessages.invitationExpired },
      });

      expect(await accept(participant.token, fundraiser.id, 'A'.repeat(32))).toEqual({
        status: 404,
        body: { message: identityMessages.invitationInvalid },
      });
      const inviter = await insertParticipantMember(environment, fundraiser.id);
      const teamCode = (
        await client.post(
          routes.inviteTeamMember,
          { isGeneral: false, fundRaisingId: fundraiser.id, firstName: 'T', lastName: 'M', email: participant.email },
          await sessionFor(testApp.app, inviter.id),
        )
      ).body.data.invitationCode as string;
      expect((await accept(participant.token, fundraiser.id, teamCode)).status).toBe(404);
      expect(await participantFundraiserIds(participant.token)).toEqual([]);
    });

    it('admits through an active public link of that fundraiser, and not once it is deactivated or over', async () => {
      const fundraiser = await insertFundraiser();
      const code = `pub_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
      await environment.sql(
        'update fundraisers set participant_link_code = $1, participant_link_active = true where id = $2',
        [code, fundraiser.id],
      );
      const first = await signedInAccount(environment, testApp.app, { role: 'participant' });
      const other = await insertFundraiser();
      expect(await accept(first.token, other.id, code)).toEqual({
        status: 404,
        body: { message: identityMessages.invitationInvalid },
      });
      expect(await accept(first.token, fundraiser.id, code)).toEqual({
        status: 200,
        body: { message: fundraiserMessages.invitationAccepted, data: null },
      });
      const dashboard = await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, first.token);
      expect(dashboard.body.data.group).toBeNull();
      const second = await signedInAccount(environment, testApp.app, { role: 'participant' });
      expect((await accept(second.token, fundraiser.id, code)).status).toBe(200);
      expect(await participantFundraiserIds(second.token)).toEqual([fundraiser.id]);

      await environment.sql('update fundraisers set participant_link_active = false where id = $1', [fundraiser.id]);
      const late = await signedInAccount(environment, testApp.app, { role: 'participant' });
      expect(await accept(late.token, fundraiser.id, code)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.publicLinkInactive },
      });

      const ended = await insertFundraiser(admin.id, { ended: true });
      const endedCode = `pub_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
      await environment.sql(
        'update fundraisers set participant_link_code = $1, participant_link_active = true where id = $2',
        [endedCode, ended.id],
      );
      expect(await accept(late.token, ended.id, endedCode)).toEqual({
        status: 410,
        body: { message: fundraiserMessages.fundraiserEnded },
      });
      expect(await participantFundraiserIds(late.token)).toEqual([]);
    });
  });

  describe('groups and referral links', () => {
    it('a participant belongs to one group, needs it for a referral link, and keeps one code that resolves to them', async () => {
      const fundraiser = await insertFundraiser();
      const red = groupOf(fundraiser, 'Red');
      const blue = groupOf(fundraiser, 'Blue');
      const participant = await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });
      const token = await sessionFor(testApp.app, participant.id);
      await expect(
        environment.sql(
          `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, group_id) values ($1, $2, $3, 'participant', $4)`,
          [randomUUID(), fundraiser.id, participant.id, blue.id],
        ),
      ).rejects.toThrow(/unique/);

      expect(await client.put(routes.referral, { groupId: blue.id }, token)).toMatchObject({
        status: 400,
        body: { message: fundraiserMessages.needGroupForReferral },
      });
      const loner = await insertParticipantMember(environment, fundraiser.id);
      const lonerToken = await sessionFor(testApp.app, loner.id);
      expect((await client.put(routes.referral, { groupId: red.id }, lonerToken)).status).toBe(400);

      const generated = await client.put(routes.referral, { groupId: red.id }, token);
      expect(generated.status).toBe(200);
      expect(generated.body.message).toBe(fundraiserMessages.referralGenerated);
      const code = generated.body.data.code as string;
      expect(code).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await client.put(routes.referral, { groupId: red.id }, token)).body.data.code).toBe(code);
      const dashboard = await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, token);
      expect(dashboard.body.data.participantRefferalsCodes).toEqual([{ code, groupId: red.id }]);

      const target = await client.post(routes.verifyReferral, { referalCode: code });
      expect(target.status).toBe(200);
      expect(target.body.data).toEqual({
        kind: 'participant',
        referalCode: code,
        fundRaiser: {
          _id: fundraiser.id,
          fundRaisingName: fundraiser.name,
          fundRaisingCause: 'New books',
          fundRaisingGoal: 100000,
          fundRaisingImage: null,
          totalFunding: 0,
          fundRaisingStartTime: expect.any(Number),
          fundRaisingEndTime: expect.any(Number),
          status: 'notStarted',
        },
        group: { _id: red.id, groupName: 'Red', groupTarget: 20000, groupTotalDonations: 0 },
        participant: { firstName: 'Test', lastName: 'Person' },
      });
      expect(await client.post(routes.verifyReferral, { referalCode: 'Nope12345678' })).toEqual({
        status: 404,
        body: { message: fundraiserMessages.invalidReferral },
      });
      expect((await client.post(routes.verifyReferral, { referalCode: 'bad code!' })).status).toBe(400);

      // The public progress is reused for at most a second, then read afresh (totals come from the ledger).
      await testApp.app
        .get(EntityManager)
        .fork()
        .transactional((em) =>
          testApp.app.get(Ledger).recordManualDonation(em, {
            externalRef: `manual:${randomUUID()}`,
            fundraiserId: fundraiser.id,
            groupId: red.id,
            membershipId: null,
            amountCents: 1500,
          }),
        );
      const refreshed = await eventually('the new total on the donation page', async () => {
        const answer = await client.post(routes.verifyReferral, { referalCode: code });
        return answer.body.data.fundRaiser.totalFunding === 1500 ? answer.body.data : undefined;
      });
      expect(refreshed.group).toMatchObject({ groupTotalDonations: 1500 });
    });
  });

  describe('the participant dashboard', () => {
    it('is for members only and shows the fundraiser, the group and honest zeros', async () => {
      const fundraiser = await insertFundraiser();
      const elsewhere = await insertFundraiser();
      const participant = await insertParticipantMember(environment, fundraiser.id, {
        groupId: groupOf(fundraiser, 'Blue').id,
      });
      const token = await sessionFor(testApp.app, participant.id);
      expect(await participantFundraiserIds(token)).toEqual([fundraiser.id]);
      const list = await client.get(routes.participantFundraisers, token);
      expect(list.body.data[0]).toMatchObject({
        fundRaisingName: fundraiser.name,
        fundRaisingGoal: 100000,
        groupCount: 2,
        participantCount: 1,
        status: 'notStarted',
      });

      const dashboard = await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, token);
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data).toMatchObject({
        participant: {
          _id: participant.id,
          firstName: 'Test',
          email: participant.email,
          tokens: 0,
          totalDonations: 0,
          cashEarned: 0,
          earnedTokens: 0,
        },
        fundRaiser: { _id: fundraiser.id, fundRaisingName: fundraiser.name },
        group: { _id: groupOf(fundraiser, 'Blue').id, groupName: 'Blue' },
        contacts: [],
        participantRefferalsCodes: [],
        teamMemberGenernalInvetationLink: null,
        teamMembers: [],
      });
      expect(await client.get(`${routes.participantDashboard}?fundRaisingId=${elsewhere.id}`, token)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      });
    });
  });

  describe('team members', () => {
    async function participantWithFundraiser() {
      const fundraiser = await insertFundraiser();
      const participant = await insertParticipantMember(environment, fundraiser.id, {
        groupId: groupOf(fundraiser, 'Red').id,
      });
      return { fundraiser, participant, token: await sessionFor(testApp.app, participant.id) };
    }

    const inviteTeamMember = (token: string, fundRaisingId: string, email: string, extra = {}) =>
      client.post(
        routes.inviteTeamMember,
        { isGeneral: false, fundRaisingId, firstName: 'Tess', lastName: 'Team', email, ...extra },
        token,
      );

    it('invited privately, sign up through the emailed link and see the fundraiser', async () => {
      const { fundraiser, participant, token } = await participantWithFundraiser();
      const email = uniqueEmail('tess');
      const invited = await inviteTeamMember(token, fundraiser.id, email);
      expect(invited.status).toBe(201);
      expect(invited.body.message).toBe(fundraiserMessages.inviteSent);
      const { userExists, invitationlink, invitationCode } = invited.body.data;
      expect(userExists).toBe(false);
      expect(invitationlink).toBe(`${environment.config.http.publicUrl}/teammember/signup/${invitationCode}`);
      expect(await linkCodeMailedTo(email, '/teammember/signup')).toBe(invitationCode);

      const data = await client.get(`${routes.teamInvitationData}?invitationCode=${invitationCode}`);
      expect(data).toEqual({
        status: 200,
        body: {
          message: '',
          data: {
            expire: false,
            firstName: 'Tess',
            lastName: 'Team',
            email,
            phoneNumber: '',
            fundRaisingId: { _id: fundraiser.id, fundRaisingName: fundraiser.name },
            participant: { firstName: 'Test', lastName: 'Person' },
            isPublic: false,
          },
        },
      });
      expect(
        (await client.post(`${routes.invitationData}?role=teamMember&invitationCode=${invitationCode}`)).body.data,
      ).toMatchObject({ email, fundRaisingId: { _id: fundraiser.id }, adminId: null });

      const wrongEmail = await signUp('teamMember', uniqueEmail('other'), { invitationCode });
      expect(wrongEmail.response.status).toBe(403);
      const missingCheck = await signUp('teamMember', email, { invitationCode, authorizedAccepted: false });
      expect(missingCheck.response.status).toBe(400);

      const teamMember = await signUpAndVerify('teamMember', email, { invitationCode, isGuardian: true });
      const fundraisers = await eventually('the team membership', async () => {
        const body = (await client.get(routes.teamFundraisers, teamMember.token)).body.data;
        return body.fundRaisers.length > 0 ? body : undefined;
      });
      expect(fundraisers.fundRaisers).toEqual([
        expect.objectContaining({
          _id: fundraiser.id,
          fundRaisingName: fundraiser.name,
          participant: { firstName: 'Test', lastName: 'Person' },
        }),
      ]);
      expect(fundraisers.invitations).toEqual([]);

      const dashboard = await client.get(`${routes.teamDashboard}?fundRaisingId=${fundraiser.id}`, teamMember.token);
      expect(dashboard.body.data).toMatchObject({
        teamMember: { _id: teamMember.id, firstName: 'Pat', lastName: 'Lee', email, tokens: 0 },
        fundRaisers: { _id: fundraiser.id },
        participant: { firstName: 'Test', lastName: 'Person', referalCode: null },
        games: [],
      });
      const participantView = await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, token);
      expect(participantView.body.data.teamMembers).toEqual([
        expect.objectContaining({ _id: teamMember.id, fullName: 'Pat Lee', email, tokens: 0 }),
      ]);
      expect((await client.get(`${routes.teamInvitationData}?invitationCode=${invitationCode}`)).body.message).toBe(
        fundraiserMessages.invitationUsed,
      );
      expect(participant.id).toBeDefined();
    });

    it('see their participant’s referral code, to give or share, once the participant has one', async () => {
      const { fundraiser, participant, token } = await participantWithFundraiser();
      const teamMember = await insertTeamMember(environment, fundraiser.id, participant.id);
      const teamToken = await sessionFor(testApp.app, teamMember.id);
      const dashboard = () => client.get(`${routes.teamDashboard}?fundRaisingId=${fundraiser.id}`, teamToken);
      expect((await dashboard()).body.data.participant).toEqual({
        firstName: 'Test',
        lastName: 'Person',
        referalCode: null,
      });

      const code = (await client.put(routes.referral, { groupId: groupOf(fundraiser, 'Red').id }, token)).body.data
        .code as string;
      expect((await dashboard()).body.data.participant.referalCode).toBe(code);
      // The code credits the participant the team member supports.
      expect((await client.post(routes.verifyReferral, { referalCode: code })).body.data).toMatchObject({
        kind: 'participant',
        participant: { firstName: 'Test', lastName: 'Person' },
      });

      // Another participant's team member sees that participant's code, never this one.
      const other = await participantWithFundraiser();
      const stranger = await insertTeamMember(environment, other.fundraiser.id, other.participant.id);
      const strangerView = await client.get(
        `${routes.teamDashboard}?fundRaisingId=${other.fundraiser.id}`,
        await sessionFor(testApp.app, stranger.id),
      );
      expect(strangerView.body.data.participant.referalCode).toBeNull();
    });

    it('with an account accept from the dashboard, once; reject; and only the invited email may answer', async () => {
      const { fundraiser, token } = await participantWithFundraiser();
      const existing = await signedInAccount(environment, testApp.app, { role: 'teamMember' });
      const invited = await inviteTeamMember(token, fundraiser.id, existing.email);
      expect(invited.body.data.userExists).toBe(true);
      expect(invited.body.data.invitationlink).toContain(`/teammember/login/${invited.body.data.invitationCode}`);
      expect(await linkCodeMailedTo(existing.email, '/teammember/login')).toBe(invited.body.data.invitationCode);

      const listed = (await client.get(routes.teamFundraisers, existing.token)).body.data;
      expect(listed.fundRaisers).toEqual([]);
      expect(listed.invitations).toEqual([
        {
          invitationCode: expect.any(String),
          fundRaisingId: { _id: fundraiser.id, fundRaisingName: fundraiser.name },
          participant: { firstName: 'Test', lastName: 'Person' },
          createdAt: expect.any(String),
        },
      ]);
      const fromDashboard = listed.invitations[0].invitationCode as string;

      const someoneElse = await signedInAccount(environment, testApp.app, { role: 'teamMember' });
      expect(
        await client.put(routes.respond, { invitationCode: fromDashboard, response: true }, someoneElse.token),
      ).toEqual({ status: 403, body: { message: fundraiserMessages.invitationEmailMismatch } });
      expect(
        await client.put(routes.respond, { invitationCode: fromDashboard, response: true }, existing.token),
      ).toEqual({ status: 200, body: { message: fundraiserMessages.invitationAccepted, data: null } });
      expect(
        await client.put(routes.respond, { invitationCode: fromDashboard, response: true }, existing.token),
      ).toEqual({ status: 410, body: { message: fundraiserMessages.invitationUsed } });
      const after = (await client.get(routes.teamFundraisers, existing.token)).body.data;
      expect(after.fundRaisers.map((row: { _id: string }) => row._id)).toEqual([fundraiser.id]);
      expect(after.invitations).toEqual([]);
      expect(await inviteTeamMember(token, fundraiser.id, existing.email)).toEqual({
        status: 409,
        body: { message: fundraiserMessages.teamMemberAlreadyOnTeam },
      });

      // Rejecting (here with the emailed code) leaves no membership and no pending invitation.
      const other = await participantWithFundraiser();
      const code = (await inviteTeamMember(other.token, other.fundraiser.id, existing.email)).body.data
        .invitationCode as string;
      expect(await client.put(routes.respond, { invitationCode: code, response: false }, existing.token)).toEqual({
        status: 200,
        body: { message: fundraiserMessages.invitationRejected, data: null },
      });
      const rejected = (await client.get(routes.teamFundraisers, existing.token)).body.data;
      expect(rejected.fundRaisers.map((row: { _id: string }) => row._id)).toEqual([fundraiser.id]);
      expect(rejected.invitations).toEqual([]);
      expect(
        (await client.get(`${routes.teamDashboard}?fundRaisingId=${other.fundraiser.id}`, existing.token)).status,
      ).toBe(404);
    });

    it('join through a participant’s public team link while it is active', async () => {
      const { fundraiser, token } = await participantWithFundraiser();
      const general = await client.post(
        routes.inviteTeamMember,
        { isGeneral: true, fundRaisingId: fundraiser.id },
        token,
      );
      expect(general.status).toBe(201);
      const code = general.body.data.invitationCode as string;
      expect(code).toMatch(/^pub_[A-Za-z0-9_-]{22}$/);
      expect(general.body.data).toEqual({
        userExists: false,
        invitationlink: `${environment.config.http.publicUrl}/teammember/signup/${code}`,
        invitationCode: code,
      });
      expect(
        (await client.post(routes.inviteTeamMember, { isGeneral: true, fundRaisingId: fundraiser.id }, token)).body.data
          .invitationCode,
      ).toBe(code);
      expect(
        (await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, token)).body.data
          .teamMemberGenernalInvetationLink,
      ).toEqual({ invitationCode: code });
      expect((await client.get(`${routes.teamInvitationData}?invitationCode=${code}`)).body.data).toMatchObject({
        isPublic: true,
        email: '',
        fundRaisingId: { _id: fundraiser.id },
        participant: { firstName: 'Test', lastName: 'Person' },
      });

      const newcomer = await signUpAndVerify('teamMember', uniqueEmail('pubteam'), { invitationCode: code });
      await eventually(
        'the team membership',
        async () =>
          (await client.get(`${routes.teamDashboard}?fundRaisingId=${fundraiser.id}`, newcomer.token)).status === 200,
      );

      const existing = await signedInAccount(environment, testApp.app, { role: 'teamMember' });
      expect(await client.put(routes.respond, { invitationCode: code, response: false }, existing.token)).toMatchObject(
        {
          status: 200,
          body: { message: fundraiserMessages.invitationRejected },
        },
      );
      expect((await client.get(`${routes.teamDashboard}?fundRaisingId=${fundraiser.id}`, existing.token)).status).toBe(
        404,
      );
      expect(
        (await client.put(routes.respond, { invitationCode: code, response: true }, existing.token)).body.message,
      ).toBe(fundraiserMessages.invitationAccepted);
      expect((await client.get(`${routes.teamDashboard}?fundRaisingId=${fundraiser.id}`, existing.token)).status).toBe(
        200,
      );

      await environment.sql('update team_public_links set active = false where code = $1', [code]);
      expect(await client.get(`${routes.teamInvitationData}?invitationCode=${code}`)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.publicLinkInactive },
      });
      const late = await signedInAccount(environment, testApp.app, { role: 'teamMember' });
      expect((await client.put(routes.respond, { invitationCode: code, response: true }, late.token)).status).toBe(404);
    });

    it('are invited only by participants of the fundraiser', async () => {
      const fundraiser = await insertFundraiser();
      const outsider = await signedInAccount(environment, testApp.app, { role: 'participant' });
      expect(await inviteTeamMember(outsider.token, fundraiser.id, uniqueEmail('t'))).toEqual({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      });
      expect(
        (await client.post(routes.inviteTeamMember, { isGeneral: true, fundRaisingId: fundraiser.id }, outsider.token))
          .status,
      ).toBe(404);
      const onTeam = await insertParticipantMember(environment, fundraiser.id);
      const teamMember = await insertTeamMember(environment, fundraiser.id, onTeam.id);
      const teamToken = await sessionFor(testApp.app, teamMember.id);
      expect((await client.get(`${routes.teamDashboard}?fundRaisingId=${fundraiser.id}`, teamToken)).status).toBe(200);
      expect((await client.get(`${routes.teamInvitationData}?invitationCode=${'x'.repeat(32)}`)).status).toBe(404);
    });
  });

  describe('malformed input', () => {
    const sessions = new Map<string, Promise<string>>();
    /** A session of the audience the route serves (one per role for all the cases). */
    const callerOf = (path: string): Promise<string> | undefined => {
      if (path.startsWith('/api/adminRoutes')) return Promise.resolve(admin.token);
      const role = path.startsWith('/api/participantRoutes')
        ? 'participant'
        : path.startsWith('/api/teamMemberRoutes/') && !path.endsWith('teamMemberSignUp')
          ? 'teamMember'
          : null;
      if (!role) return undefined;
      if (!sessions.has(role)) {
        sessions.set(
          role,
          signedInAccount(environment, testApp.app, { role }).then((account) => account.token),
        );
      }
      return sessions.get(role);
    };

    it.each([
      ['PUT', routes.approve, { requestId: 'nope' }],
      ['POST', routes.inviteParticipant, { firstName: 'A', email: 'not-an-email' }],
      ['PUT', routes.requestToJoin, { fundRaisingId: 12 }],
      ['PUT', routes.requestToJoin, { fundRaisingId: randomUUID(), invitationCode: 'has spaces' }],
      ['POST', routes.inviteTeamMember, { isGeneral: 'yes' }],
      ['PUT', routes.referral, { groupId: null }],
      ['PUT', routes.respond, { invitationCode: 'has spaces', response: true }],
      ['POST', routes.teamMemberSignUp, { email: 'x' }],
      ['POST', routes.verifyReferral, { referalCode: '' }],
      ['GET', `${routes.teamInvitationData}?invitationCode=%00`, undefined],
      ['GET', `${routes.participantDashboard}?fundRaisingId=1`, undefined],
      ['GET', `${routes.requests}?fundRaisingId=`, undefined],
    ])('%s %s answers 400 with a message', async (method, path, body) => {
      const response = await client.call(method, path, body, await callerOf(path));
      expect(response.status).toBe(400);
      expect(response.body.message.length).toBeGreaterThan(3);
    });
  });
});
