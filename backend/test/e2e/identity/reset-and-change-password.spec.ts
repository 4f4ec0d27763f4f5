import { identityMessages } from '@fundplay/contracts';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../../src/platform/redis/redis-options';
import { insertAccount, nextCode, PASSWORD, signIn, uniqueEmail, type Api } from '../../support/identity-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import type { TestEnvironment } from '../../support/test-environment';

/** Use cases: identity/commands/request-password-reset (forgot password) and change-password. */
describe('resetting and changing a password', () => {
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

    const login = (email: string, role: string, password = PASSWORD, verificationSelection = 'email') =>
      client.post('/api/authRoutes/login', { email, password, role, verificationSelection });

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
});
