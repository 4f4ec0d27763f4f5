import {
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
import type { TestEnvironment } from '../../support/test-environment';

/** Use cases: identity/commands/log-in and log-out, sessions, and malformed bodies on every auth route. */
describe('logging in and out', () => {
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
