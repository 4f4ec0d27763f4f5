import { request as httpRequest } from 'node:http';
import { identityMessages } from '@fundplay/contracts';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../../src/platform/redis/redis-options';
import {
  insertAccount,
  nextCode,
  participantSignUp,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
  type Api,
} from '../../support/identity-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

/** Use cases: identity/commands/verify-one-time-code and resend-one-time-code. */
describe('verifying and resending one-time codes', () => {
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
        for (let attempt = 0; attempt < 11; attempt++)
          statuses.push((await login(account.email, 'participant')).status);
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
        expect(
          (await verifyCode(email, 'participant', 'signUp', code, challengeOf(signUp), 'phone')).body.message,
        ).toBe(identityMessages.otpTooManyTries);

        const resend = await client.post('/api/authRoutes/resendOtp', {
          email,
          role: 'participant',
          verificationSelection: 'phone',
          mode: 'signUp',
        });
        expect(resend.status).toBe(200);
        const fresh = await nextCode(client, phoneNo, 1);
        expect((await verifyCode(email, 'participant', 'signUp', fresh, challengeOf(signUp), 'phone')).status).toBe(
          200,
        );
      });
    });
  });
});
