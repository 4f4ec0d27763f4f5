import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import { identityMessages } from '@fundplay/contracts';
import { redisOptionsFromUrl } from '../../src/platform/redis/redis-options';
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

const ATTACKER_PASSWORD = 'Attack3r!pw';

/** The findings of the security probe on identity (issue 7, items 1, 3, 4, 5, 6 and 12), each as a caller sees it. */
describe('identity hardening', () => {
  let testApp: TestApp;
  let environment: TestEnvironment;
  let client: Api;
  let redis: Redis;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off' });
    ({ environment, client } = testApp);
    redis = new Redis(redisOptionsFromUrl(environment.config.redis.url));
  });

  afterAll(async () => {
    await redis?.quit();
    await testApp?.stop();
  });

  // Every request here comes from one address: start each test with a fresh per-IP budget.
  beforeEach(async () => {
    const keys = await redis.keys(`${environment.config.redis.keyPrefix}:rate:*-ip:*`);
    if (keys.length > 0) await redis.del(...keys);
  });

  const signUpAdmin = (email: string, overrides: Record<string, unknown> = {}) =>
    client.post('/api/adminRoutes/adminSignUp', adminSignUp(email, overrides));

  const verificationLinks = async (email: string, count: number) => {
    const mails = await eventually(`${count} verification emails to ${email}`, async () => {
      const found = (await client.mailbox(email)).filter((m) => m.subject === 'Verify your FundPlay email');
      return found.length >= count && found;
    });
    // The mailbox lists the newest first.
    return mails.reverse().map((mail) => /email-verification\/([\w-]+)/.exec(mail.body)?.[1] ?? '');
  };

  const login = (email: string, role: string, password = PASSWORD, verificationSelection = 'email') =>
    client.post('/api/authRoutes/login', { email, password, role, verificationSelection });

  /** The challenge a login or sign-up answered with: the code step must send it back. */
  const challengeOf = (response: { body: { data?: { challengeId?: unknown } } }) => {
    const challengeId = response.body.data?.challengeId;
    if (typeof challengeId !== 'string') throw new Error(`no challenge in ${JSON.stringify(response.body)}`);
    return challengeId;
  };

  const verifyCode = (
    email: string,
    role: string,
    mode: string,
    otp: string,
    challengeId: string,
    verificationSelection = 'email',
  ) => client.post('/api/authRoutes/verifyOtp', { email, role, mode, otp, challengeId, verificationSelection });

  /** POST from 127.0.0.2: another client address than the test's own 127.0.0.1 (no proxy header to trust). */
  const postFromElsewhere = (path: string, body: unknown) =>
    new Promise<{ status: number; body: { message: string } }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const url = new URL(path, testApp.url);
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: '127.0.0.2',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { message: string } }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  const wrongCode = (code: string) => (code === '00000' ? '11111' : '00000');

  describe('sign-ups never change an existing account (item 1)', () => {
    it('answers a repeat admin sign-up like the first, re-sends the link, and the link proves only the first sign-up', async () => {
      const email = uniqueEmail('owner');
      const ownerPhone = uniquePhone();
      const first = await signUpAdmin(email, { phoneNo: ownerPhone });
      const repeat = await signUpAdmin(email, {
        password: ATTACKER_PASSWORD,
        confirmPassword: ATTACKER_PASSWORD,
        phoneNo: uniquePhone(),
      });
      expect(repeat).toEqual(first);
      expect(first).toEqual({
        status: 201,
        body: { message: identityMessages.emailVerificationSent, data: { role: 'admin' } },
      });

      // The repeat re-sent the first sign-up's link and created nothing: either link proves the owner's sign-up.
      expect(await environment.sql('select count(*)::int as n from accounts where email = $1', [email])).toEqual([
        { n: 1 },
      ]);
      const [, resentLink] = await verificationLinks(email, 2);
      expect((await client.get(`/api/adminRoutes/verifyEmail?token=${resentLink}`)).status).toBe(200);

      expect((await login(email, 'admin', ATTACKER_PASSWORD)).status).not.toBe(200);
      expect((await login(email, 'admin')).status).toBe(200);
      expect(
        await environment.sql('select phone_no, role from accounts where email = $1 and verified_at is not null', [
          email,
        ]),
      ).toEqual([{ phone_no: ownerPhone, role: 'admin' }]);
    });

    it('keeps an invited secondary admin a secondary admin when someone signs up again without the invitation', async () => {
      const primary = await insertAccount(environment, { role: 'admin' });
      const primaryToken = await signIn(client, primary);
      const email = uniqueEmail('invitee');
      const invited = await client.post(
        '/api/adminRoutes/generatesecondaryAdminInvitationLink',
        { firstName: 'Sam', lastName: 'Second', email, privileges: { startNewFundraiser: true } },
        primaryToken,
      );
      const invitationCode = invited.body.data.data.invitationCode as string;
      expect((await signUpAdmin(email, { invitationCode })).body.data).toEqual({ role: 'secondaryAdmin' });
      await signUpAdmin(email, { password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD });

      const [inviteesLink] = await verificationLinks(email, 2);
      await client.get(`/api/adminRoutes/verifyEmail?token=${inviteesLink}`);
      expect(
        await environment.sql(
          'select role, invited_by, admin_approval from accounts where email = $1 and verified_at is not null',
          [email],
        ),
      ).toEqual([{ role: 'secondaryAdmin', invited_by: primary.id, admin_approval: false }]);
      expect((await login(email, 'admin', ATTACKER_PASSWORD)).status).not.toBe(200);
    });

    it('lets a participant finish the sign-up they started after someone signed up again with their email', async () => {
      const email = uniqueEmail('starter');
      const ownerPhone = uniquePhone();
      const owners = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, ownerPhone),
      );
      const ownersCode = await nextCode(client, ownerPhone, 0);
      const repeat = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, uniquePhone(), { password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD }),
      );
      expect(repeat.status).toBe(201);

      const verified = await verifyCode(email, 'participant', 'signUp', ownersCode, challengeOf(owners), 'phone');
      expect(verified.status).toBe(200);
      expect(verified.body.data.user.phoneNo).toBe(ownerPhone);
      expect((await login(email, 'participant', ATTACKER_PASSWORD)).status).not.toBe(200);
      expect((await login(email, 'participant')).status).toBe(200);
    });
  });

  describe('email proof (item 6)', () => {
    it('does not mark the email of a phone-verified participant verified, and lets the email’s owner claim it', async () => {
      const email = uniqueEmail('claimed');
      const squatterPhone = uniquePhone();
      const squatters = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, squatterPhone, { password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD }),
      );
      const squattersCode = await nextCode(client, squatterPhone, 0);
      expect(
        (await verifyCode(email, 'participant', 'signUp', squattersCode, challengeOf(squatters), 'phone')).status,
      ).toBe(200);
      expect(
        await environment.sql<{ email_proven: boolean; phone_proven: boolean }>(
          `select email_verified_at is not null as email_proven, phone_verified_at is not null as phone_proven
             from accounts where email = $1`,
          [email],
        ),
      ).toEqual([{ email_proven: false, phone_proven: true }]);

      const byPhone = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, uniquePhone()),
      );
      expect(byPhone.status).toBe(409);
      expect(byPhone.body.message).toBe(identityMessages.emailClaimNeedsEmailCode);

      const claim = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, uniquePhone(), { verificationSelection: 'email' }),
      );
      expect(claim.status).toBe(201);
      const emailCode = await nextCode(client, email, 0);
      const claimed = await verifyCode(email, 'participant', 'signUp', emailCode, challengeOf(claim), 'email');
      expect(claimed.status).toBe(200);
      expect(claimed.body.data.user.email).toBe(email);

      expect((await login(email, 'participant')).status).toBe(200);
      expect((await login(email, 'participant', ATTACKER_PASSWORD)).status).toBe(401);
      expect(
        await environment.sql('select email_verified_at is not null as proven from accounts where email = $1', [email]),
      ).toEqual([{ proven: true }]);
    });

    it('keeps an email proven by an email code with its account', async () => {
      const email = uniqueEmail('proven');
      const signUp = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, uniquePhone(), { verificationSelection: 'email' }),
      );
      const code = await nextCode(client, email, 0);
      expect((await verifyCode(email, 'participant', 'signUp', code, challengeOf(signUp))).status).toBe(200);
      const again = await client.post(
        '/api/participantRoutes/participantSignUp',
        participantSignUp(email, uniquePhone(), { verificationSelection: 'email' }),
      );
      expect(again).toEqual({ status: 409, body: { message: identityMessages.emailTaken } });
    });
  });

  describe('one-time codes (item 3)', () => {
    it('never lets a stranger’s wrong codes, from another address and with no challenge, stop the owner’s sign-in', async () => {
      const admin = await insertAccount(environment, { role: 'admin' });
      const guess = (challengeId?: string) =>
        postFromElsewhere('/api/authRoutes/verifyOtp', {
          email: admin.email,
          role: 'admin',
          mode: 'logIn',
          verificationSelection: 'email',
          otp: '12345',
          ...(challengeId === undefined ? {} : { challengeId }),
        });
      const strangers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) strangers.push((await guess()).status);
      for (let attempt = 0; attempt < 6; attempt++) strangers.push((await guess(`made-up-${attempt}`)).status);
      expect(strangers).toEqual(Array(12).fill(400));
      expect((await guess('made-up')).body.message).toBe(identityMessages.otpChallengeEnded);

      const before = (await client.mailbox(admin.email)).length;
      const owners = await login(admin.email, 'admin');
      expect(owners.status).toBe(200);
      const code = await nextCode(client, admin.email, before);
      // Guesses while the owner's code is live do not reach it either.
      for (let attempt = 0; attempt < 6; attempt++) expect((await guess()).status).toBe(400);
      const signedIn = await verifyCode(admin.email, 'admin', 'logIn', code, challengeOf(owners));
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.user.email).toBe(admin.email);
    });

    it('ends a challenge after 5 wrong codes on it, and a fresh password login issues one that works', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const before = (await client.mailbox(account.email)).length;
      const first = await login(account.email, 'participant');
      const firstCode = await nextCode(client, account.email, before);
      const answers: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answers.push(
          (await verifyCode(account.email, 'participant', 'logIn', wrongCode(firstCode), challengeOf(first))).body
            .message,
        );
      }
      expect(answers).toEqual([...Array(4).fill(identityMessages.otpInvalid), identityMessages.otpTooManyTries]);
      expect(
        (await verifyCode(account.email, 'participant', 'logIn', firstCode, challengeOf(first))).body.message,
      ).toBe(identityMessages.otpTooManyTries);

      const again = (await client.mailbox(account.email)).length;
      const second = await login(account.email, 'participant');
      expect(challengeOf(second)).not.toBe(challengeOf(first));
      const secondCode = await nextCode(client, account.email, again);
      // The spent challenge does not come back to life with the new code.
      expect(await verifyCode(account.email, 'participant', 'logIn', secondCode, challengeOf(first))).toEqual({
        status: 400,
        body: { message: identityMessages.otpChallengeEnded },
      });
      expect((await verifyCode(account.email, 'participant', 'logIn', secondCode, challengeOf(second))).status).toBe(
        200,
      );
    });

    it('pauses code entry after 10 wrong codes on the account’s own challenges, and emails the owner', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const answers: number[] = [];
      for (const tries of [5, 5]) {
        const before = (await client.mailbox(account.email)).length;
        const owners = await login(account.email, 'participant');
        expect(owners.status).toBe(200);
        const code = await nextCode(client, account.email, before);
        for (let attempt = 0; attempt < tries; attempt++) {
          answers.push(
            (await verifyCode(account.email, 'participant', 'logIn', wrongCode(code), challengeOf(owners))).status,
          );
        }
      }
      expect(answers).toEqual([...Array(9).fill(400), 429]);

      const before = (await client.mailbox(account.email)).length;
      const owners = await login(account.email, 'participant');
      const rightCode = await nextCode(client, account.email, before);
      expect(await verifyCode(account.email, 'participant', 'logIn', rightCode, challengeOf(owners))).toEqual({
        status: 429,
        body: { message: identityMessages.otpLocked },
      });
      await eventually('the warning to the owner', async () =>
        (await client.mailbox(account.email)).find(
          (m) => m.subject === 'Too many wrong codes for your FundPlay account',
        ),
      );
    });

    it('caps the codes sent to one account per hour', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) statuses.push((await login(account.email, 'participant')).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect((await login(account.email, 'participant')).body.message).toBe(identityMessages.otpIssueLimit);
    });

    it('lets the owner of a spent code ask for a new one at once, on the same challenge', async () => {
      const email = uniqueEmail('burned');
      const phoneNo = uniquePhone();
      const signUp = await client.post('/api/participantRoutes/participantSignUp', participantSignUp(email, phoneNo));
      const code = await nextCode(client, phoneNo, 0);
      for (let attempt = 0; attempt < 5; attempt++) {
        await verifyCode(email, 'participant', 'signUp', wrongCode(code), challengeOf(signUp), 'phone');
      }
      expect((await verifyCode(email, 'participant', 'signUp', code, challengeOf(signUp), 'phone')).body.message).toBe(
        identityMessages.otpTooManyTries,
      );

      const resend = await client.post('/api/authRoutes/resendOtp', {
        email,
        role: 'participant',
        verificationSelection: 'phone',
        mode: 'signUp',
      });
      expect(resend.status).toBe(200);
      const fresh = await nextCode(client, phoneNo, 1);
      expect((await verifyCode(email, 'participant', 'signUp', fresh, challengeOf(signUp), 'phone')).status).toBe(200);
    });
  });

  describe('forgot password (item 4)', () => {
    it('gives known and unknown emails one answer, never faster than the floor', async () => {
      const known = await insertAccount(environment, { role: 'participant' });
      const ask = async (email: string) => {
        const started = performance.now();
        const response = await client.post('/api/authRoutes/forgotPassword', {
          email,
          role: 'participant',
          verificationSelection: 'phone',
        });
        return { response, ms: performance.now() - started };
      };
      const forKnown = await ask(known.email);
      const forUnknown = await ask(uniqueEmail('nobody'));
      // Each answer names a challenge for the code step, one of the same form whether or not the account exists.
      const answer = {
        status: 200,
        body: {
          message: identityMessages.passwordResetRequested,
          data: { challengeId: expect.stringMatching(/^[\w-]{43}$/) },
        },
      };
      expect(forKnown.response).toEqual(answer);
      expect(forUnknown.response).toEqual(answer);
      expect(forKnown.ms).toBeGreaterThanOrEqual(395);
      expect(forUnknown.ms).toBeGreaterThanOrEqual(395);
      await nextCode(client, known.phoneNo, 0); // and the known account did get its code
    });
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

  describe('changing a password while signed in (item 12)', () => {
    it('needs the current password, refuses a wrong one, and the reset grant still needs none', async () => {
      const account = await insertAccount(environment, { role: 'participant' });
      const session = await signIn(client, account);
      const change = (body: Record<string, unknown>, token: string) =>
        client.post(
          '/api/authRoutes/changePassword',
          { role: 'participant', email: account.email, password: 'Brand2$new', ...body },
          token,
        );
      expect(await change({}, session)).toEqual({
        status: 400,
        body: {
          message: identityMessages.currentPasswordRequired,
          errors: { currentPassword: [identityMessages.currentPasswordRequired] },
        },
      });
      expect(await change({ currentPassword: 'Wrong1!pass' }, session)).toEqual({
        status: 400,
        body: {
          message: identityMessages.currentPasswordWrong,
          errors: { currentPassword: [identityMessages.currentPasswordWrong] },
        },
      });
      expect((await client.get('/api/authRoutes/me', session)).status).toBe(200); // nothing changed
      expect((await change({ currentPassword: PASSWORD }, session)).status).toBe(200);
      expect((await login(account.email, 'participant', 'Brand2$new')).status).toBe(200);
    });
  });
});
