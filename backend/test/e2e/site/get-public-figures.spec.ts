import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Ledger } from '../../../src/modules/ledger/ledger';
import { RateLimiter } from '../../../src/platform/rate-limit/rate-limiter';
import { startApi, startWorker } from '../../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

/**
 * Use case: site/queries/get-public-figures (the home page’s live figures), and what any API answer carries: the
 * health check, the request id, a JSON 404 for an unknown path.
 */
describe('the public site API: figures and health', () => {
  let environment: TestEnvironment;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  let url: string;

  beforeAll(async () => {
    environment = await createTestEnvironment({ CAPTCHA: 'off' });
    ({ app: api, url } = await startApi(environment.config));
    worker = await startWorker(environment.config);
  });

  // Every request here comes from 127.0.0.1: each test starts with that address's per-IP budgets unused.
  beforeEach(async () => {
    const limiter = api.get(RateLimiter);
    await limiter.reset('support-ip:127.0.0.1');
    await limiter.reset('newsletter-ip:127.0.0.1');
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await environment?.dispose();
  });

  it('reports database, Redis and queue health', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queue: { state: 'up' } });
  });

  it('shows live figures and the configured fee policy', async () => {
    const [started, upcoming] = [randomUUID(), randomUUID()];
    await environment.sql(
      `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents)
       values ($1, 'Started', now() - interval '1 day', now() + interval '20 days', 100000),
              ($2, 'Not started yet', now() + interval '1 day', now() + interval '20 days', 100000)`,
      [started, upcoming],
    );
    // What fundraisers raised is read from the ledger; a fundraiser yet to start does not count.
    const ledger = api.get(Ledger);
    await api
      .get(EntityManager)
      .fork()
      .transactional(async (em) => {
        for (const [fundraiserId, amountCents] of [
          [started, 12345],
          [upcoming, 500],
        ] as const) {
          await ledger.recordManualDonation(em, {
            externalRef: `manual:${randomUUID()}`,
            fundraiserId,
            groupId: null,
            membershipId: null,
            amountCents,
          });
        }
      });
    const figures = await (await fetch(`${url}/api/site/figures`)).json();
    expect(figures).toEqual({
      fundraisersRun: 1,
      raisedCents: 12345,
      platformFeeBasisPoints: 1000,
      tokenPriceCents: 200,
    });
  });

  describe('refuses bad input with a 4xx and a message, never a 500', () => {
    it('answers an unknown API path with a JSON 404', async () => {
      const response = await fetch(`${url}/api/no-such-thing`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'There is nothing at GET /api/no-such-thing' });
    });
  });

  it('echoes a request id for tracing', async () => {
    const response = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
  });
});
