import { identityMessages } from '@fundplay/contracts';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../../src/platform/redis/redis-options';
import { adminSignUp, insertAccount, PASSWORD, signIn, uniqueEmail, type Api } from '../../support/identity-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

/**
 * Use cases: identity/commands/sign-up-admin and verify-admin-email (primary admins), invite-secondary-admin,
 * approve-secondary-admin and update-secondary-admin-privileges.
 */
describe('primary and secondary administrators', () => {
  let testApp: TestApp;
  let environment: TestEnvironment;
  let client: Api;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off' });
    ({ environment, client } = testApp);
  });

  afterAll(async () => {
    await testApp?.stop();
  });

  describe('identity over HTTP', () => {
    describe('administrators', () => {
      async function adminFollowsEmailLink(email: string) {
        const mail = await eventually('the verification email', async () =>
          (await client.mailbox(email)).find((m) => m.subject === 'Verify your FundPlay email'),
        );
        const token = /email-verification\/([\w-]+)/.exec(mail.body)?.[1];
        return client.get(`/api/adminRoutes/verifyEmail?token=${token}`);
      }

      it('become primary admins after following the emailed link, and invite, approve and limit secondary admins', async () => {
        const primaryEmail = uniqueEmail('primary');
        const signUp = (email: string, invitationCode?: string) =>
          client.post('/api/adminRoutes/adminSignUp', adminSignUp(email, invitationCode ? { invitationCode } : {}));
        expect((await signUp(primaryEmail)).status).toBe(201);
        const early = await client.post('/api/authRoutes/login', {
          email: primaryEmail,
          password: PASSWORD,
          role: 'admin',
        });
        expect(early.status).toBe(403);
        expect((await adminFollowsEmailLink(primaryEmail)).body.message).toBe(
          'Your email is verified. You can log in now.',
        );
        const primary = await signIn(client, { email: primaryEmail, role: 'admin' });

        const secondaryEmail = uniqueEmail('secondary');
        const invited = await client.post(
          '/api/adminRoutes/generatesecondaryAdminInvitationLink',
          { firstName: 'Sam', lastName: 'Second', email: secondaryEmail, privileges: { startNewFundraiser: true } },
          primary,
        );
        expect(invited.status).toBe(201);
        const code = invited.body.data.data.invitationCode as string;
        expect(code).toMatch(/^[\w-]{20,}$/);
        const invitationData = await client.post(`/api/authRoutes/getInvitationData?role=admin&invitationCode=${code}`);
        expect(invitationData.body.data).toMatchObject({ firstName: 'Sam', email: secondaryEmail, expire: false });

        expect((await signUp(secondaryEmail, code)).body.data).toEqual({ role: 'secondaryAdmin' });
        expect((await signUp(uniqueEmail('late'), code)).body.message).toBe('Invitation code expired!'); // single use
        await adminFollowsEmailLink(secondaryEmail);
        const secondary = await signIn(client, { email: secondaryEmail, role: 'admin' });

        expect((await client.get('/api/adminRoutes/getAdminStatus', secondary)).body.data.adminApproval).toBe(false);
        expect(await client.get('/api/adminRoutes/getApprovedAdmins', secondary)).toEqual({
          status: 403,
          body: { message: 'Your administrator account is waiting for approval' },
        });

        const pending = await client.get('/api/adminRoutes/secondaryAdminApprovals', primary);
        const adminId = pending.body.data[0]._id as string;
        expect(pending.body.data[0].adminId.email).toBe(secondaryEmail);
        expect((await client.put('/api/adminRoutes/approveSecondaryAdmin', { adminId }, primary)).body.message).toBe(
          'Admin has been approved successfully',
        );
        expect((await client.get('/api/adminRoutes/getAdminStatus', secondary)).body.data.adminApproval).toBe(true);

        const inviteAsSecondary = () =>
          client.post(
            '/api/adminRoutes/generatesecondaryAdminInvitationLink',
            { firstName: 'X', lastName: 'Y', email: uniqueEmail('x') },
            secondary,
          );
        expect((await inviteAsSecondary()).status).toBe(403);
        const granted = await client.put(
          '/api/adminRoutes/updateSecondayAdminPrivileges',
          { adminId, privileges: { addNewAdministrator: true } },
          primary,
        );
        expect(granted.body.data).toMatchObject({ addNewAdministrator: true, fullAccess: false });
        expect((await inviteAsSecondary()).status).toBe(201);

        const everything = await client.put(
          '/api/adminRoutes/updateSecondayAdminPrivileges',
          {
            adminId,
            privileges: {
              startNewFundraiser: true,
              acceptStudentFund: true,
              sendEmailAndTexts: true,
              changeGoalsAndCause: true,
              addNewAdministrator: true,
            },
          },
          primary,
        );
        expect(everything.body.data.fullAccess).toBe(true);
      });

      it('carry where the sign-up was headed into the emailed link, and refuse any page off the allow-list', async () => {
        const email = uniqueEmail('intent');
        const linksIn = async (count: number) =>
          eventually('the verification emails', async () => {
            const mails = (await client.mailbox(email)).filter((m) => m.subject === 'Verify your FundPlay email');
            return mails.length >= count
              ? mails.map((m) => /https?:\/\/\S*email-verification\/\S+/.exec(m.body)?.[0])
              : undefined;
          });

        const signedUp = await client.post(
          '/api/adminRoutes/adminSignUp',
          adminSignUp(email, { next: '/admin/fundraisers/new' }),
        );
        expect(signedUp.status).toBe(201);
        const [first] = await linksIn(1);
        expect(first).toMatch(/\/email-verification\/[\w-]+\?next=%2Fadmin%2Ffundraisers%2Fnew$/);

        // A new link for the same sign-up keeps the destination.
        const resent = await client.get(
          `/api/adminRoutes/reSendVerificationEmail?email=${encodeURIComponent(email)}&next=%2Fadmin%2Ffundraisers%2Fnew`,
        );
        expect(resent.status).toBe(200);
        const both = await linksIn(2);
        expect(new Set(both).size).toBe(2);
        for (const link of both) expect(link).toMatch(/\?next=%2Fadmin%2Ffundraisers%2Fnew$/);

        for (const next of [
          'https://evil.example/admin/dashboard',
          '//evil.example',
          '/admin/dashboard#x',
          '/\\evil',
        ]) {
          const refused = await client.post('/api/adminRoutes/adminSignUp', adminSignUp(uniqueEmail('evil'), { next }));
          expect([refused.status, refused.body.errors]).toEqual([400, { next: ['Not a page of FundPlay'] }]);
        }
        const refusedResend = await client.get(
          `/api/adminRoutes/reSendVerificationEmail?email=${encodeURIComponent(email)}&next=${encodeURIComponent('https://evil.example')}`,
        );
        expect(refusedResend.status).toBe(400);

        // Without a destination the link is the plain one.
        const plainEmail = uniqueEmail('plain');
        await client.post('/api/adminRoutes/adminSignUp', adminSignUp(plainEmail));
        const plain = await eventually('the plain verification email', async () =>
          (await client.mailbox(plainEmail)).find((m) => m.subject === 'Verify your FundPlay email'),
        );
        expect(plain.body).toMatch(/\/email-verification\/[\w-]+\s/);
        expect(plain.body).not.toContain('next=');
      });

      it('keeps one primary admin out of another primary admin’s administrators', async () => {
        const first = await insertAccount(environment, { role: 'admin' });
        const other = await insertAccount(environment, { role: 'admin' });
        const secondary = await insertAccount(environment, {
          role: 'secondaryAdmin',
          adminApproval: false,
          invitedBy: first.id,
        });
        const otherToken = await signIn(client, other);
        expect((await client.get('/api/adminRoutes/secondaryAdminApprovals', otherToken)).body.data).toEqual([]);
        expect(
          (await client.put('/api/adminRoutes/approveSecondaryAdmin', { adminId: secondary.id }, otherToken)).status,
        ).toBe(404);
      });

      it('says an expired invitation has expired', async () => {
        const primary = await insertAccount(environment, { role: 'admin' });
        await environment.sql(
          `insert into invitations (id, code, role, invited_by, privileges, expires_at)
           values (gen_random_uuid(), 'expired-code-123', 'secondaryAdmin', $1, '{}', now() - interval '1 day')`,
          [primary.id],
        );
        expect(
          await client.post('/api/authRoutes/getInvitationData?role=admin&invitationCode=expired-code-123'),
        ).toEqual({
          status: 410,
          body: { message: 'Invitation code expired!' },
        });
        expect(
          (await client.post('/api/authRoutes/getInvitationData?role=admin&invitationCode=no-such-code')).status,
        ).toBe(404);
      });
    });
  });

  /** The findings of the security probe on identity (issue 7, items 1, 3, 4, 5, 6 and 12), each as a caller sees it. */
  describe('identity hardening', () => {
    let redis: Redis;

    beforeAll(() => {
      redis = new Redis(redisOptionsFromUrl(environment.config.redis.url));
    });

    afterAll(async () => {
      await redis?.quit();
    });

    // Every request here comes from one address: start each test with a fresh per-IP budget.
    beforeEach(async () => {
      const keys = await redis.keys(`${environment.config.redis.keyPrefix}:rate:*-ip:*`);
      if (keys.length > 0) await redis.del(...keys);
    });

    describe('invitations (item 5)', () => {
      it('lets an inviter grant only privileges it holds', async () => {
        const primary = await insertAccount(environment, { role: 'admin' });
        const inviter = await insertAccount(environment, {
          role: 'secondaryAdmin',
          adminApproval: true,
          invitedBy: primary.id,
          privileges: { addNewAdministrator: true },
        });
        const token = await signIn(client, inviter);
        const invite = (privileges: Record<string, boolean>) =>
          client.post(
            '/api/adminRoutes/generatesecondaryAdminInvitationLink',
            { firstName: 'Eve', lastName: 'Escalate', email: uniqueEmail('eve'), privileges },
            token,
          );
        const tooMuch = await invite({ fullAccess: true });
        expect(tooMuch.status).toBe(403);
        expect(tooMuch.body.message).toMatch(new RegExp(`^${identityMessages.privilegesBeyondInviter}: .*Full access`));
        expect((await invite({ startNewFundraiser: true })).status).toBe(403);
        expect((await invite({ addNewAdministrator: true })).status).toBe(201);
        expect(
          await environment.sql('select count(*)::int as n from invitations where invited_by = $1', [inviter.id]),
        ).toEqual([{ n: 1 }]);
      });

      it('shows the primary admin the privileges each pending approval grants', async () => {
        const primary = await insertAccount(environment, { role: 'admin' });
        const pending = await insertAccount(environment, {
          role: 'secondaryAdmin',
          adminApproval: false,
          invitedBy: primary.id,
          privileges: { startNewFundraiser: true, sendEmailAndTexts: true },
        });
        const approvals = await client.get('/api/adminRoutes/secondaryAdminApprovals', await signIn(client, primary));
        expect(approvals.body.data).toEqual([
          expect.objectContaining({
            _id: pending.id,
            privileges: {
              fullAccess: false,
              startNewFundraiser: true,
              acceptStudentFund: false,
              sendEmailAndTexts: true,
              changeGoalsAndCause: false,
              addNewAdministrator: false,
            },
          }),
        ]);
      });
    });
  });
});
