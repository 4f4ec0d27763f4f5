import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { insertAccount, participantSignUp, uniqueEmail, uniquePhone, type Api } from '../../support/identity-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import type { TestEnvironment } from '../../support/test-environment';

/** What the <altcha-widget> does in the browser: fetch a challenge, do the work, send the payload. */
async function solvedCaptcha(client: Api): Promise<string> {
  const challenge = (await client.get('/api/captcha/challenge')).body as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const signUpWith = (client: Api, captcha?: string) =>
  client.post('/api/participantRoutes/participantSignUp', {
    ...participantSignUp(uniqueEmail('captcha'), uniquePhone()),
    ...(captcha ? { captcha } : {}),
  });

describe('the captcha (ALTCHA, self-hosted)', () => {
  let testApp: TestApp;
  let environment: TestEnvironment;
  let client: Api;

  beforeAll(async () => {
    // A cheap proof of work, so each solve takes milliseconds; the production cost is proven below.
    testApp = await startTestApp({ CAPTCHA: 'on', CAPTCHA_COST: '10' }, { worker: false });
    ({ environment, client } = testApp);
  });

  afterAll(() => testApp?.stop());

  const signUp = (captcha?: string) => signUpWith(client, captcha);

  it('is required for sign-up, and a solved challenge is accepted once', async () => {
    expect(await signUp()).toEqual({
      status: 400,
      body: { message: 'Please complete the captcha', errors: { captcha: ['Please complete the captcha'] } },
    });
    const captcha = await solvedCaptcha(client);
    expect((await signUp(captcha)).status).toBe(201);
    expect((await signUp(captcha)).status).toBe(400); // replayed
  });

  it('is asked for after three failed logins for an email, and then lets the right password through', async () => {
    const account = await insertAccount(environment, { role: 'participant' });
    const login = (password: string, captcha?: string) =>
      client.post('/api/authRoutes/login', {
        email: account.email,
        password,
        role: 'participant',
        ...(captcha ? { captcha } : {}),
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await login('Wrong1!pass')).status).toBe(401);
    const blocked = await login('Secret1!pass');
    expect(blocked.status).toBe(400);
    expect(blocked.body.errors).toEqual({ captcha: ['Please complete the captcha'] });
    expect((await login('Secret1!pass', await solvedCaptcha(client))).status).toBe(200);
  });
});

describe('the captcha at the production cost', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'on' }, { worker: false });
  });

  afterAll(() => testApp?.stop());

  it('demands 50 to 100 attempts of 15000 PBKDF2 iterations, and refuses a challenge the client made cheaper and solved', async () => {
    const challenge = (await testApp.client.get('/api/captcha/challenge')).body as unknown as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 15_000 });
    // The key prefix the server derived at its chosen counter: no shortcut by a lucky match.
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);

    // A correct solution of the cheapened challenge (one iteration, any key starting 0): only the server's
    // signature no longer matches.
    const cheapened: Challenge = {
      ...challenge,
      parameters: { ...challenge.parameters, cost: 1, keyPrefix: '0' },
    };
    const solution = await solveChallenge({ challenge: cheapened, deriveKey });
    if (!solution) throw new Error('could not solve the challenge');
    const captcha = Buffer.from(JSON.stringify({ challenge: cheapened, solution })).toString('base64');
    expect((await signUpWith(testApp.client, captcha)).status).toBe(400);
  });
});

describe('the captcha challenge URL when captcha is off', () => {
  let testApp: TestApp;
  let client: Api;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off' }, { worker: false });
    ({ client } = testApp);
  });

  afterAll(() => testApp?.stop());

  it('answers 200 with { enabled: false }, not a 404 a browser cannot tell from a missing route', async () => {
    expect(await client.get('/api/captcha/challenge')).toEqual({ status: 200, body: { enabled: false } });
  });
});
