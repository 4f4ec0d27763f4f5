import { competeRouteTable, routeTable, serviceMessages } from '@fundplay/contracts';
import { addGame } from '../../support/compete-helpers';
import {
  createFundraiser,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
} from '../../support/fundraiser-helpers';
import { startCuttableProxy, type CuttableProxy } from '../../support/tcp-proxy';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';
import { testServices } from '../../support/test-services';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * The API reaches the shared test Redis through a proxy this file cuts and restores: Redis itself (which other
 * files use) never stops.
 */
describe('requests that need Redis while it is unreachable', () => {
  let proxy: CuttableProxy;
  let app: TestApp;
  let leaderboard: string;
  let dashboard: string;
  let participantToken: string;

  const answers = async () => ({
    // Signed in: a member's board read carries their own row, so it reads the board in Redis every time (a signed-out
    // read may be answered from the API's brief in-process copy of its public document, issue #22).
    leaderboard: await app.client.get(leaderboard, participantToken),
    dashboard: await app.client.get(dashboard, participantToken),
  });
  const unavailable = { status: 503, body: { message: serviceMessages.brieflyUnavailable } };

  beforeAll(async () => {
    const redis = new URL(testServices().redisUrl);
    proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port) });
    redis.host = `${proxy.host}:${proxy.port}`;
    // A short command timeout keeps the hung-network case quick; a refused connection fails at once regardless.
    app = await startTestApp(
      { REDIS_URL: redis.toString(), REDIS_COMMAND_TIMEOUT_MS: '500', CAPTCHA: 'off' },
      { worker: false },
    );
    const admin = await signedInPrimaryAdmin(app.environment, app.app);
    const fundraiser = await createFundraiser(app.client, admin.token);
    await moveStartIntoPast(app.environment, fundraiser._id);
    const game = await addGame(app.url, admin.token, fundraiser._id);
    const participant = await insertParticipantMember(app.environment, fundraiser._id);
    participantToken = await sessionFor(app.app, participant.id);
    leaderboard = q(competeRouteTable.leaderboard.path, { fundRaiserId: fundraiser._id, gameId: game._id });
    dashboard = q(routeTable.getParticipantDashboardByFundRaisingId.path, { fundRaisingId: fundraiser._id });
  });

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
  });

  async function expectServedAgain() {
    await proxy.restore();
    // ioredis reconnects by itself on its own schedule; no restart, no request needed to wake it.
    await eventually(
      'the leaderboard answering again',
      async () => (await app.client.get(leaderboard, participantToken)).status === 200,
    );
    const { leaderboard: board, dashboard: page } = await answers();
    expect([board.status, page.status]).toEqual([200, 200]);
  }

  it('answers 503 with a message while Redis refuses connections, and 200 again once it is back', async () => {
    const before = await answers();
    expect([before.leaderboard.status, before.dashboard.status]).toEqual([200, 200]);

    await proxy.cut();
    const during = await answers();
    expect(during.leaderboard).toEqual(unavailable);
    expect(during.dashboard).toEqual(unavailable);

    await expectServedAgain();
  });

  it('answers 503 with a message while Redis accepts but never answers, and 200 again once it does', async () => {
    const healthy = await app.client.get(dashboard, participantToken);
    proxy.hang();
    const during = await answers();
    expect(during.leaderboard).toEqual(unavailable);
    // A hung connection is not noticed at once: the dashboard may still come from this process's copy of its
    // document (READ_DOCUMENT_LOCAL_TTL_MS), the very answer it gave before, then needs Redis and says so.
    const refused = await eventually('the dashboard answering 503', async () => {
      const answer = await app.client.get(dashboard, participantToken);
      if (answer.status === 200) expect(answer.body).toEqual(healthy.body);
      return answer.status !== 200 && answer;
    });
    expect(refused).toEqual(unavailable);

    await expectServedAgain();
  });
});
