import { identityMessages } from '@fundplay/contracts';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../../src/platform/redis/redis-options';
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
} from '../../support/identity-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

const ATTACKER_PASSWORD = 'Attack3r!pw';

/**
 * Use cases: identity/commands/sign-up-participant and sign-up-admin (a sign-up never changes an existing
 * account), with verify-admin-email and the email proof a code gives.
 */
describe('signing up', () => {
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

    const verify = (
      email: string,
      otp: string,
      challengeId?: string,
      mode = 'signUp',
      verificationSelection = 'phone',
    ) =>
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
          await environment.sql('select email_verified_at is not null as proven from accounts where email = $1', [
            email,
          ]),
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
  });
});
