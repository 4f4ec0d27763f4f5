import { fundraiserMessages } from '@fundplay/contracts';
import {
  signedInAccount,
  signedInPrimaryAdmin,
  insertParticipantMember,
  insertTeamMember,
  sessionFor,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { uniqueEmail, type Api } from '../../support/identity-helpers';
import { membershipHelpers, membershipRoutes as routes } from '../../support/membership-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

/**
 * Use cases: fundraisers/commands/invite-team-member and respond-to-invitation, with
 * queries/get-team-member-invitation-data and the team member dashboard (views/queries/get-team-member-dashboard over
 * queries/get-team-member-membership-view).
 */
describe('team members: invited by their participant', () => {
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

  const { insertFundraiser, groupOf, signUp, signUpAndVerify, linkCodeMailedTo } = membershipHelpers(() => ({
    testApp,
    environment,
    client,
    admin,
  }));

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
});
