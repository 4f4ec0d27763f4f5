import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import { AppConfig } from '../../../src/config/app-config';
import { JobQueues } from '../../../src/platform/events/job-queues.provider';
import { serveWorkerMetrics } from '../../../src/platform/metrics/worker-metrics-server';
import {
  createFundraiser,
  insertParticipantMember,
  moveStartIntoPast,
  signedInPrimaryAdmin,
} from '../../support/fundraiser-helpers';
import { startApi, startTestApp, type TestApp } from '../../support/test-apps';
import { earnTokens } from '../../support/wallet-helpers';
import { createTestEnvironment, eventually, type TestEnvironment } from '../../support/test-environment';

const metricsToken = 'h7Kq2Wz9LmP4xV8rT1bN6cY3fJ5sD0gA+eR/uQ=';

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function seriesValue(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let environment: TestEnvironment;
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    ({ app, url } = await startApi(environment.config)); // no worker: queued jobs stay where they were put
  });

  afterAll(async () => {
    await app.close();
    await environment.dispose();
  });

  const scrape = async () => {
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('answers in the Prometheus text format with the process metrics, open outside production', async () => {
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await response.text();
    expect(body).toContain('# TYPE fundplay_http_request_duration_seconds histogram');
    expect(body).toContain('# TYPE fundplay_process_cpu_user_seconds_total counter');
    expect(body).toContain('# TYPE fundplay_ledger_postings_total counter');
  });

  it('counts a request under its route pattern, never its raw URL', async () => {
    const fileId = randomUUID();
    const series = 'fundplay_http_request_duration_seconds_count{method="GET",route="/api/files/:id",status="404"}';
    const before = seriesValue(await scrape(), series) ?? 0;
    expect((await fetch(`${url}/api/files/${fileId}`)).status).toBe(404);
    const after = await scrape();
    expect(seriesValue(after, series)).toBe(before + 1);
    expect(after).not.toContain(fileId);
  });

  it("shows each queue's jobs by state, read from Redis", async () => {
    const outreach = app.get(JobQueues).get('outreach');
    await outreach.add('metrics-probe', {}, { jobId: 'metrics-probe-waiting' });
    await outreach.add('metrics-probe', {}, { jobId: 'metrics-probe-delayed', delay: 3_600_000 });
    await outreach.add('metrics-probe', {}, { jobId: 'metrics-probe-delayed-2', delay: 3_600_000 });
    const body = await scrape();
    expect(seriesValue(body, 'fundplay_queue_jobs{queue="outreach",state="waiting"}')).toBe(1);
    expect(seriesValue(body, 'fundplay_queue_jobs{queue="outreach",state="delayed"}')).toBe(2);
    expect(seriesValue(body, 'fundplay_queue_jobs{queue="payments",state="failed"}')).toBe(0);
    await outreach.obliterate({ force: true });
  });

  it('shows how many outbox events wait for the relay and how old the oldest is', async () => {
    await environment.sql(
      `insert into outbox_events (event_name, payload, created_at) values ('metricsProbe', '{}', now() - interval '90 seconds')`,
    );
    const body = await scrape();
    expect(seriesValue(body, 'fundplay_outbox_pending_events')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(body, 'fundplay_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    await environment.sql(`delete from outbox_events where event_name = 'metricsProbe'`);
  });

  it('counts the Socket.IO clients connected to this process', async () => {
    const before = seriesValue(await scrape(), 'fundplay_socket_connections') ?? 0;
    const client: Socket = io(url, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      await eventually('the socket to be counted', async () =>
        seriesValue(await scrape(), 'fundplay_socket_connections') === before + 1 ? true : undefined,
      );
    } finally {
      client.disconnect();
    }
    await eventually('the socket to be uncounted', async () =>
      seriesValue(await scrape(), 'fundplay_socket_connections') === before ? true : undefined,
    );
  });
});

describe('GET /metrics in production', () => {
  let environment: TestEnvironment;
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    environment = await createTestEnvironment({ METRICS_TOKEN: metricsToken });
    // The test environment's settings with production's rule for /metrics (a real production config needs live
    // Stripe, SMTP and Twilio settings this test has no use for).
    const production = Object.assign(Object.create(AppConfig.prototype) as AppConfig, environment.config, {
      env: 'production',
      isProduction: true,
    });
    ({ app, url } = await startApi(production));
  });

  afterAll(async () => {
    await app.close();
    await environment.dispose();
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    const bare = await fetch(`${url}/metrics`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await bare.text()).not.toContain('fundplay_');
    const wrong = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}x` } });
    expect(wrong.status).toBe(401);
  });

  it('answers a scrape that sends the token', async () => {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('fundplay_queue_jobs{queue="messaging",state="waiting"}');
  });
});

describe("the worker's /metrics on METRICS_PORT", () => {
  let app: TestApp;
  let workerMetricsUrl: string;
  let close: () => void;

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off', METRICS_TOKEN: metricsToken });
    const server = await serveWorkerMetrics(app.environment.config, 0, '127.0.0.1');
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    workerMetricsUrl = `http://127.0.0.1:${address.port}/metrics`;
    close = () => server.close();
  });

  afterAll(async () => {
    close?.();
    await app?.stop();
  });

  const scrapeWorker = async () => {
    const response = await fetch(workerMetricsUrl, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('refuses a scrape without the token', async () => {
    expect((await fetch(workerMetricsUrl)).status).toBe(401);
  });

  it('shows the ledger postings and how long the jobs they caused ran', async () => {
    const admin = await signedInPrimaryAdmin(app.environment, app.app);
    const fundraiserId = (await createFundraiser(app.client, admin.token))._id;
    await moveStartIntoPast(app.environment, fundraiserId);
    const participant = await insertParticipantMember(app.environment, fundraiserId);
    const before = await scrapeWorker();
    const postings = seriesValue(before, 'fundplay_ledger_postings_total{kind="manualDonation"}') ?? 0;
    await earnTokens(app.client, admin.token, {
      fundraiserId,
      participantId: participant.id,
      tokens: 3,
      tokenEarnCents: 1000,
    });
    const completedJobs = (exposition: string) =>
      exposition
        .split('\n')
        .filter(
          (line) => line.startsWith('fundplay_job_duration_seconds_count{') && line.includes('outcome="completed"'),
        )
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    const jobsBefore = completedJobs(before);
    const after = await eventually("the gift's jobs to run", async () => {
      const body = await scrapeWorker();
      return completedJobs(body) > jobsBefore ? body : undefined;
    });
    expect(seriesValue(after, 'fundplay_ledger_postings_total{kind="manualDonation"}')).toBe(postings + 1);
    expect(after).toMatch(
      /^fundplay_job_duration_seconds_bucket\{le="0\.005",queue="\w+",job="[\w.-]+",outcome="completed"\} \d+$/m,
    );
  });
});
