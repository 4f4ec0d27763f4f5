import { uniqueEmail } from '../../support/identity-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

/**
 * Use case: identity/commands/log-in's limit per client address (LOGIN_ATTEMPTS_PER_ADDRESS password attempts in ten
 * minutes, 30 unless configured): guessing across many emails from one address meets it, whatever the emails.
 */
describe('password attempts from one address', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off', LOGIN_ATTEMPTS_PER_ADDRESS: '5' }, { worker: false });
  });

  afterAll(async () => {
    await testApp?.stop();
  });

  it('are refused with 429 once the address has made as many as allowed', async () => {
    const attempt = () =>
      testApp.client.post('/api/authRoutes/login', {
        email: uniqueEmail('guess'),
        password: 'Guess1!guess',
        role: 'participant',
        verificationSelection: 'email',
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt()).status).toBe(401);
    expect(await attempt()).toEqual({
      status: 429,
      body: expect.objectContaining({ message: 'Too many login attempts. Please wait a few minutes.' }),
    });
  });
});
