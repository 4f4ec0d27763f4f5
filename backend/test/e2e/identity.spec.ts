import {
  adminSignUp,
  insertAccount,
  nextCode,
  participantSignUp,
  PASSWORD,
  signIn,
  uniqueEmail,
  uniquePhone,
  type Api,
} from '../support/identity-helpers';
import { startTestApp, type TestApp } from '../support/test-apps';
import { eventually, type TestEnvironment } from '../support/test-environment';

describe('identity over HTTP', () => {
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

  /** Signs a participant up and returns what the code flow needs. */
  async function signUpParticipant(overrides: Record<string, unknown> = {}) {
    const email = uniqueEmail('participant');
    const phoneNo = uniquePhone();
    const response = await client.post(
      '/api/participantRoutes/participantSignUp',
      participantSignUp(email, phoneNo, overrides),
    );
    return { email, phoneNo, response };
  }

  /** The challenge a sign-up or login answered with, which the code step sends back. */
  const challengeOf = (response: { body: { data?: { challengeId?: string } } }) => response.body.data?.challengeId;

  const verify = (email: string, otp: string, challengeId?: string, mode = 'signUp', verificationSelection = 'phone') =>
    client.post('/api/authRoutes/verifyOtp', {
      email,
      role: 'participant',
      verificationSelection,
      mode,
      otp,
      challengeId,
    });

  describe('participant sign-up', () => {
    it('texts a 5-digit code to the E.164 number and opens a session when it is entered', async () => {
      const email = uniqueEmail('pat');
      const response = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, '(555) 010-7788', { extra: 'stripped' }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: 'An OTP code has been sent to you',
        data: { phoneNo: '+1 ••• ••• 7788', challengeId: expect.stringMatching(/^[\w-]{43}$/) },
      });

      const otp = await nextCode(client, '+15550107788', 0);
      const verified = await verify(email, otp, challengeOf(response));
      expect(verified.status).toBe(200);
      expect(verified.body.message).toBe('Code verified successfully');
      expect(verified.body.data.user).toMatchObject({
        email,
        role: 'participant',
        phoneNo: '+15550107788',
        lastName: 'Lee',
      });

      const me = await client.get('/api/authRoutes/me', verified.body.data.accessToken);
      expect(me.body.data.email).toBe(email);
    });

    it('refuses a child under 13 kindly and stores nothing', async () => {
      const thisYear = new Date().getUTCFullYear();
      const { email, response } = await signUpParticipant({ birthYear: thisYear - 10 });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Sorry, FundPlay accounts are for people aged 13 and over.');
      expect(await environment.sql('select id from accounts where email = $1', [email])).toHaveLength(0);
    });

    it('refuses an email that already has a verified account', async () => {
      const existing = await insertAccount(environment, { role: 'participant' });
      const response = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(existing.email, uniquePhone()),
      );
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('An account with this email already exists');
    });
  });

  describe('one-time codes', () => {
    it('are single use', async () => {
      const { email, phoneNo, response } = await signUpParticipant();
      const otp = await nextCode(client, phoneNo, 0);
      expect((await verify(email, otp, challengeOf(response))).status).toBe(200);
      expect(await verify(email, otp, challengeOf(response))).toEqual({
        status: 400,
        body: { message: 'This code request has ended. Please start again to get a new code.' },
      });
    });

    it('expire after their 10 minutes', async () => {
      const { email, phoneNo, response } = await signUpParticipant();
      const otp = await nextCode(client, phoneNo, 0);
      await environment.sql(
        `update one_time_codes set expires_at = now() - interval '1 second'
          where account_id = (select id from accounts where email = $1)`,
        [email],
      );
      expect(await verify(email, otp, challengeOf(response))).toEqual({
        status: 400,
        body: { message: 'This code has expired. Ask for a new one.' },
      });
    });

    it('die after 5 wrong tries, even for the right code', async () => {
      const { email, phoneNo, response } = await signUpParticipant();
      const otp = await nextCode(client, phoneNo, 0);
      const wrong = otp === '00000' ? '11111' : '00000';
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answers.push((await verify(email, wrong, challengeOf(response))).body.message);
      }
      expect(answers.slice(0, 4)).toEqual(Array(4).fill('Code could not be verified'));
      expect(answers[4]).toBe('Too many wrong codes. Ask for a new one.');
      expect((await verify(email, otp, challengeOf(response))).body.message).toBe(
        'Too many wrong codes. Ask for a new one.',
      );
    });

    it('are bound to their channel and purpose', async () => {
      const { email, phoneNo, response } = await signUpParticipant();
      const otp = await nextCode(client, phoneNo, 0);
      const challengeId = challengeOf(response);
      expect((await verify(email, otp, challengeId, 'signUp', 'email')).status).toBe(400);
      expect((await verify(email, otp, challengeId, 'logIn', 'phone')).status).toBe(400);
      expect((await verify(email, otp, challengeId, 'signUp', 'phone')).status).toBe(200);
    });

    it('can be resent once per 30 seconds, and the new one replaces the old', async () => {
      const { email, phoneNo, response } = await signUpParticipant();
      const first = await nextCode(client, phoneNo, 0);
      const resend = { email, role: 'participant', verificationSelection: 'phone', mode: 'signUp' };
      const again = await client.post('/api/authRoutes/resendOtp', resend);
      expect(again).toEqual({
        status: 200,
        body: { message: 'An OTP code has been sent to you', data: { retryAfterSeconds: 30 } },
      });
      const second = await nextCode(client, phoneNo, 1);
      const tooSoon = await client.post('/api/authRoutes/resendOtp', resend);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.message).toMatch(/^Please wait before asking for another code\./);
      // The new code keeps the sign-up's challenge.
      if (first !== second) expect((await verify(email, first, challengeOf(response))).status).toBe(400);
      expect((await verify(email, second, challengeOf(response))).status).toBe(200);
    });
  });

  describe('login', () => {
    it('answers a wrong password and an unknown email identically', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const wrongPassword = await client.post('/api/authRoutes/login', {
        email: account.email,
        password: 'Nope1!nope',
        role: 'participant',
      });
      const unknown = await client.post('/api/authRoutes/login', {
        email: uniqueEmail('nobody'),
        password: 'Nope1!nope',
        role: 'participant',
      });
      expect(wrongPassword).toEqual({ status: 401, body: { message: 'Email or password is incorrect' } });
      expect(unknown).toEqual(wrongPassword);
    });

    it('sends an unverified participant to verification with a fresh sign-up code', async () => {
      const { email, phoneNo } = await signUpParticipant();
      await nextCode(client, phoneNo, 0);
      const response = await client.post('/api/authRoutes/login', { email, password: PASSWORD, role: 'participant' });
      expect(response.status).toBe(403);
      expect(response.body.message).toContain('not verified');
      const otp = await nextCode(client, phoneNo, 1);
      expect((await verify(email, otp, challengeOf(response), 'signUp')).status).toBe(200);
    });

    it('ends the session on logout: the same token is refused at once', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const token = await signIn(client, account);
      expect((await client.get('/api/authRoutes/me', token)).status).toBe(200);
      expect((await client.post('/api/authRoutes/logout', undefined, token)).body.message).toBe('You logged out!');
      expect(await client.get('/api/authRoutes/me', token)).toEqual({
        status: 401,
        body: { message: 'Your session has ended. Please log in again.' },
      });
    });

    it('refuses tokens that are forged, tampered with or signed with another algorithm', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const token = await signIn(client, account);
      const [header, payload] = token.split('.');
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: account.id, sid: 'x', purpose: 'session' })).toString('base64url')}.${token.split('.')[2]}`;
      for (const bad of [unsigned, tampered, 'not-a-token']) {
        expect((await client.get('/api/authRoutes/me', bad)).status).toBe(401);
      }
    });

    it('is refused for a disabled account, ending its sessions', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const token = await signIn(client, account);
      await environment.sql('update accounts set disabled_at = now() where id = $1', [account.id]);
      expect((await client.get('/api/authRoutes/me', token)).status).toBe(401);
      expect(
        (await client.post('/api/authRoutes/login', { email: account.email, password: PASSWORD, role: 'participant' }))
          .status,
      ).toBe(401);
    });
  });

  describe('passwords', () => {
    it('resets through a code, ends every session, and the new password works', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const oldSession = await signIn(client, account);
      const before = (await client.mailbox(account.email)).length;
      const forgot = await client.post('/api/authRoutes/forgotPassword', {
        email: account.email,
        role: 'participant',
        verificationSelection: 'email',
      });
      expect(forgot.status).toBe(200);
      const otp = await nextCode(client, account.email, before);
      const grant = await client.post('/api/authRoutes/verifyOtp', {
        email: account.email,
        role: 'participant',
        verificationSelection: 'email',
        mode: 'forgotPassword',
        otp,
        challengeId: forgot.body.data.challengeId,
      });
      const resetToken = grant.body.data.resetToken as string;
      expect((await client.get('/api/authRoutes/me', resetToken)).status).toBe(401); // a reset grant is not a session

      const change = await client.post(
        '/api/authRoutes/changePassword',
        { role: 'participant', email: account.email, password: 'Brand2$new' },
        resetToken,
      );
      expect(change).toEqual({ status: 200, body: { message: 'Your password has been changed', data: null } });
      expect((await client.get('/api/authRoutes/me', oldSession)).status).toBe(401);
      expect(
        (
          await client.post(
            '/api/authRoutes/changePassword',
            { role: 'participant', email: account.email, password: 'Again3$new' },
            resetToken,
          )
        ).status,
      ).toBe(401);
      expect(
        (
          await client.post('/api/authRoutes/login', {
            email: account.email,
            password: 'Brand2$new',
            role: 'participant',
          })
        ).status,
      ).toBe(200);
    });

    it('answers forgot-password the same for an unknown email and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const response = await client.post('/api/authRoutes/forgotPassword', {
        email,
        role: 'participant',
        verificationSelection: 'email',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'If an account uses this email, we sent it a code to reset the password.',
        data: { challengeId: expect.stringMatching(/^[\w-]{43}$/) },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await client.mailbox(email)).toEqual([]);
    });

    it('asks a signed-out visitor to log in before changing a password', async () => {
      const response = await client.post('/api/authRoutes/changePassword', {
        role: 'participant',
        email: 'a@example.com',
        password: 'Brand2$new',
      });
      expect(response).toEqual({ status: 401, body: { message: 'Please Login to change password!' } });
    });
  });

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

      for (const next of ['https://evil.example/admin/dashboard', '//evil.example', '/admin/dashboard#x', '/\\evil']) {
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
      expect(await client.post('/api/authRoutes/getInvitationData?role=admin&invitationCode=expired-code-123')).toEqual(
        {
          status: 410,
          body: { message: 'Invitation code expired!' },
        },
      );
      expect(
        (await client.post('/api/authRoutes/getInvitationData?role=admin&invitationCode=no-such-code')).status,
      ).toBe(404);
    });
  });

  describe('malformed bodies on every auth route get a 4xx with a message', () => {
    const routes = [
      '/api/authRoutes/login',
      '/api/authRoutes/verifyOtp',
      '/api/authRoutes/resendOtp',
      '/api/authRoutes/forgotPassword',
      '/api/authRoutes/changePassword',
      '/api/adminRoutes/adminSignUp',
      '/api/participantRoutes/participantSignUp',
    ];
    it.each(
      routes.flatMap((route) => [
        [route, '{"email":'],
        [route, '[]'],
        [route, '{"email": 12, "role": "king"}'],
        [route, '"text"'],
      ]),
    )('%s with %s', async (route, body) => {
      const response = await client.post(route, body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(3);
    });
  });
});
