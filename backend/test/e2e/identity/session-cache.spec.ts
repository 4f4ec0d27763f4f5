import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SessionCache } from '../../../src/modules/identity/services/session-cache';
import { signedInPrimaryAdmin, signedInSecondaryAdmin } from '../../support/fundraiser-helpers';
import { api, insertAccount, PASSWORD, signIn, uniqueEmail, type Api } from '../../support/identity-helpers';
import { startApi, startTestApp, type TestApp } from '../../support/test-apps';

/**
 * Issue #22: each API process keeps the sessions it resolved for a short while, and every change to a session or to
 * what it carries (logout, a password change, privileges, an approval) reaches the other processes over Redis at
 * once. Two API processes on one database and Redis, as behind a load balancer: the change is made through one, the
 * token is used on the other, which has just cached it. Without the announcement the other would keep answering from
 * its cache for up to SESSION_CACHE_TTL_MS (30 s); the waits below allow a few seconds for the message to arrive.
 */
describe('session cache across API processes', () => {
  let testApp: TestApp;
  let one: Api;
  let other: Api;
  let otherApp: NestFastifyApplication;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off' });
    one = testApp.client;
    const second = await startApi(testApp.environment.config);
    otherApp = second.app;
    other = api(second.url);
    // Both processes must be hearing announcements before the tests rely on them.
    await eventually(async () => listening(testApp.app) && listening(otherApp));
  });

  afterAll(async () => {
    await otherApp?.close();
    await testApp?.stop();
  });

  const listening = (app: NestFastifyApplication) =>
    (app.get(SessionCache, { strict: false }) as unknown as { listening: boolean }).listening;

  /** Polls `check` until it holds, for up to 5 s: the announcement crosses Redis to the other process. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the other API process still answers from its cache');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('serves a signed-in read from the cache after the first one', async () => {
    const account = await insertAccount(testApp.environment, { role: 'participant' });
    const token = await signIn(one, account);
    expect((await other.get('/api/authRoutes/me', token)).status).toBe(200);
    // The session row is gone from under the cache (what only an operator could do): the cached entry still answers.
    await testApp.environment.sql('update sessions set revoked_at = now() where account_id = $1', [account.id]);
    expect((await other.get('/api/authRoutes/me', token)).status).toBe(200);
    // A process that never resolved it asks PostgreSQL.
    expect((await one.get('/api/authRoutes/me', token)).status).toBe(401);
  });

  it('ends a token on every process when it logs out on one', async () => {
    const account = await insertAccount(testApp.environment, { role: 'participant' });
    const token = await signIn(one, account);
    expect((await other.get('/api/authRoutes/me', token)).status).toBe(200);
    expect((await one.get('/api/authRoutes/me', token)).status).toBe(200);

    expect((await one.post('/api/authRoutes/logout', undefined, token)).status).toBe(200);
    expect((await one.get('/api/authRoutes/me', token)).status).toBe(401);
    await eventually(async () => (await other.get('/api/authRoutes/me', token)).status === 401);
  });

  it('ends every session of an account on every process when its password changes', async () => {
    const account = await insertAccount(testApp.environment, { role: 'participant' });
    const first = await signIn(one, account);
    const second = await signIn(one, account);
    for (const token of [first, second]) expect((await other.get('/api/authRoutes/me', token)).status).toBe(200);

    const changed = await one.post(
      '/api/authRoutes/changePassword',
      {
        email: account.email,
        role: 'participant',
        currentPassword: PASSWORD,
        password: 'Another1!pass',
      },
      first,
    );
    expect(changed.status).toBe(200);
    for (const token of [first, second]) {
      await eventually(async () => (await other.get('/api/authRoutes/me', token)).status === 401);
    }
  });

  it('applies new privileges on every process without a new sign-in', async () => {
    const primary = await signedInPrimaryAdmin(testApp.environment, testApp.app);
    const secondary = await signedInSecondaryAdmin(testApp.environment, testApp.app, primary.id);
    const invite = () =>
      other.post(
        '/api/adminRoutes/generatesecondaryAdminInvitationLink',
        { firstName: 'Avery', lastName: 'Stone', email: uniqueEmail('invited') },
        secondary.token,
      );
    expect((await invite()).status).toBe(403);

    const granted = await one.put(
      '/api/adminRoutes/updateSecondayAdminPrivileges',
      { adminId: secondary.id, privileges: { addNewAdministrator: true } },
      primary.token,
    );
    expect(granted.status).toBe(200);
    await eventually(async () => (await invite()).status === 201);

    const withdrawn = await one.put(
      '/api/adminRoutes/updateSecondayAdminPrivileges',
      { adminId: secondary.id, privileges: {} },
      primary.token,
    );
    expect(withdrawn.status).toBe(200);
    await eventually(async () => (await invite()).status === 403);
  });
});
