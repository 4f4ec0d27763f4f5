import { createHash, randomUUID } from 'node:crypto';
import { fundraiserMessages, identityMessages } from '@fundplay/contracts';
import {
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  insertParticipantMember,
  sessionFor,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { insertAccount, uniqueEmail, type Api } from '../../support/identity-helpers';
import { membershipHelpers, membershipRoutes as routes } from '../../support/membership-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

/**
 * Use cases: fundraisers/commands/request-to-join (a join request, or an invitation accepted by an existing
 * participant), approve-participant and queries/list-participant-requests.
 */
describe('joining a fundraiser as an existing participant', () => {
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

  const { insertFundraiser, groupOf, signUp, signUpAndVerify, participantFundraiserIds, inviteParticipant } =
    membershipHelpers(() => ({ testApp, environment, client, admin }));

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
});
