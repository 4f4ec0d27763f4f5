import { createHash, randomUUID } from 'node:crypto';
import { fundraiserMessages, identityMessages } from '@fundplay/contracts';
import {
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { adminSignUp, insertAccount, uniqueEmail, uniquePhone, type Api } from '../../support/identity-helpers';
import { membershipHelpers, membershipRoutes as routes } from '../../support/membership-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

/**
 * Use cases: fundraisers/commands/invite-participant and the public participant and administrator links a
 * sign-up names (identity/queries/get-invitation-data); malformed input to every membership route.
 */
describe('inviting participants: private invitations and public links', () => {
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

  const {
    insertFundraiser,
    groupOf,
    signUp,
    verify,
    signUpAndVerify,
    admissionDone,
    linkCodeMailedTo,
    participantFundraiserIds,
    inviteParticipant,
  } = membershipHelpers(() => ({ testApp, environment, client, admin }));

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
