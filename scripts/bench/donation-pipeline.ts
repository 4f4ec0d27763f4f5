/**
 * The donation pipeline end to end: signed `payment_intent.succeeded` webhooks → stored once → outbox → the
 * payments job → the ledger → `fundraiser:totals` on the fundraiser's Socket.IO room.
 *
 * Setup (not measured), on a throwaway FundPlay seeded with the demo data and its own Stripe sandbox: the demo
 * admin creates a payout account, completes the sandbox onboarding and links it to the demo fundraiser; with the
 * sandbox's webhooks paused, donors start gifts through the demo participant's referral link and pay with the
 * test card, so the succeeded events wait at the sandbox, undelivered.
 *
 * - Throughput: those events, signed as Stripe signs them, posted to /api/webhooks/stripe by 10 concurrent
 *   senders; the clock stops when the ledger holds every gift. Compared, in the same run, with a plain PostgreSQL
 *   insert loop (the same number of single-row autocommitted inserts from 10 concurrent connections). Goal ≥ 0.1×,
 *   and at most 6 ms of the worker's CPU per gift (read from /proc: until the ledger holds every gift, and until the
 *   worker is idle again, with the gifts' receipts, thanks, badges and broadcasts).
 * - Workers as README "Scaling out" suggests at scale: the app's worker consumes the money path only
 *   (`WORKER_QUEUES=payments,projections`: settlement, totals, badges; it also relays the outbox), and a second
 *   worker the follow-up queues (`messaging,outreach,maintenance`: receipts, thanks, attribution). Each one's CPU
 *   per gift is shown; `BENCH_ONE_WORKER=1` runs one worker for every queue instead, as `npm start` does.
 * - Latency: one event at a time, from the webhook POST to the `fundraiser:totals` push reaching a Socket.IO
 *   client subscribed to the fundraiser; p50 and p99. Goal p99 ≤ 150 ms.
 *
 * `npm run build` first; then `npx tsx scripts/bench/donation-pipeline.ts [gifts] [latencySamples]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { Pool } from 'pg';
import { io } from 'socket.io-client';
import Stripe from 'stripe';
import {
  routeTable,
  type ApiResponse,
  type FundraiserSummary,
  type ParticipantDashboard,
  type PaymentIntentStart,
  type PayoutAccountRow,
} from '@fundplay/contracts';
import { repoRoot } from '../lib/build';
import { startProcess, type ManagedProcess } from '../lib/processes';
import { call, DEMO_FUNDRAISER, demoAccounts, signIn, withSeededApp, type SeededApp } from './lib/demo-app';

const GIFTS = Number(process.argv[2] ?? 400);
const LATENCY_SAMPLES = Number(process.argv[3] ?? 200);
const CONCURRENCY = 10;
/** Issue #22's targets: ≥ 0.1× of the insert loop, ≤ 6 ms of worker CPU per gift. */
const THROUGHPUT_GOAL = 0.1;
const WORKER_CPU_GOAL_MS = 6;
const ONE_WORKER = process.env.BENCH_ONE_WORKER === '1';
const MONEY_QUEUES = 'payments,projections';
const FOLLOW_UP_QUEUES = 'messaging,outreach,maintenance';
const P99_GOAL_MS = 150;

interface Setup {
  fundraiserId: string;
  stripe: Stripe;
  webhookUrl: string;
  webhookSecret: string;
  /** Succeeded events, undelivered, as the sandbox holds them. */
  events: Stripe.Event[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

async function setUp(app: SeededApp): Promise<Setup> {
  const { baseUrl } = app;
  const adminToken = await signIn(baseUrl, demoAccounts.admin);
  const created = await call<ApiResponse<PayoutAccountRow>>(baseUrl, routeTable.createStripeAccount.path, {
    body: { name: 'Bench payouts' },
    token: adminToken,
  });
  const link = await call<ApiResponse<{ url: string }>>(baseUrl, routeTable.generateAccountLink.path, {
    body: { accountId: created.data.accountId, refreshUrl: baseUrl, returnUrl: baseUrl },
    token: adminToken,
  });
  // The sandbox's onboarding page: its one button posts back to the same address.
  const onboarded = await fetch(link.data.url, { method: 'POST', redirect: 'manual' });
  if (onboarded.status !== 303) throw new Error(`sandbox onboarding answered ${onboarded.status}`);

  const fundraisers = await call<ApiResponse<FundraiserSummary[]>>(baseUrl, routeTable.getFundRaisingByRole.path, {
    token: adminToken,
  });
  const fundraiser = fundraisers.data.find((found) => found.fundRaisingName === DEMO_FUNDRAISER);
  if (!fundraiser) throw new Error(`"${DEMO_FUNDRAISER}" is missing: is the demo data seeded?`);
  await call(baseUrl, routeTable.updateFundRaisingStripe.path, {
    body: { fundRaisingId: fundraiser._id, fundRaisingStripe: created.data.accountId },
    token: adminToken,
  });

  const participantToken = await signIn(baseUrl, demoAccounts.participant);
  const dashboard = await call<ApiResponse<ParticipantDashboard>>(
    baseUrl,
    `${routeTable.getParticipantDashboardByFundRaisingId.path}?fundRaisingId=${fundraiser._id}`,
    { token: participantToken },
  );
  const referalCode = dashboard.data.participantRefferalsCodes[0]?.code;
  if (!referalCode) throw new Error('the demo participant has no referral code');

  const sandbox = new URL(app.stripeSandboxUrl);
  const stripe = new Stripe(`sk_test_sandbox_${app.redisKeyPrefix}`, {
    host: sandbox.hostname,
    port: Number(sandbox.port),
    protocol: 'http',
  });
  const endpoints = await stripe.webhookEndpoints.list();
  const endpoint = endpoints.data[0];
  if (!endpoint) throw new Error('the API registered no webhook endpoint at the sandbox');
  // The sandbox answers the same secret for the same tenant and URL (as the API got it at boot).
  const { secret } = await stripe.webhookEndpoints.create({ url: endpoint.url, enabled_events: ['*'] });
  if (!secret) throw new Error('the sandbox gave no webhook secret');
  await fetch(`${app.stripeSandboxUrl}/_sandbox/webhooks/pause`, {
    method: 'POST',
    headers: { authorization: `Bearer sk_test_sandbox_${app.redisKeyPrefix}` },
  });

  const intents: string[] = [];
  await inBatches(
    Array.from({ length: GIFTS + LATENCY_SAMPLES }, (_, index) => index),
    CONCURRENCY,
    async (index) => {
      const started = await call<ApiResponse<PaymentIntentStart>>(baseUrl, routeTable.getDonations.path, {
        body: {
          referalCode,
          amount: 2500,
          type: 'individual',
          firstName: 'Bench',
          lastName: `Donor${index}`,
          email: `bench-${index}@example.com`,
          anonymous: false,
          coverFee: false,
        },
      });
      await stripe.paymentIntents.confirm(started.data.paymentIntentId, { payment_method: 'pm_card_visa' });
      intents.push(started.data.paymentIntentId);
    },
  );
  const wanted = new Set(intents);
  const events: Stripe.Event[] = [];
  for await (const event of stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 })) {
    const intent = event.data.object as Stripe.PaymentIntent;
    if (wanted.has(intent.id)) events.push(event);
  }
  if (events.length !== intents.length) {
    throw new Error(`expected ${intents.length} succeeded events at the sandbox, found ${events.length}`);
  }
  return { fundraiserId: fundraiser._id, stripe, webhookUrl: endpoint.url, webhookSecret: secret, events };
}

async function deliver(setup: Setup, event: Stripe.Event): Promise<void> {
  const payload = JSON.stringify(event);
  const header = setup.stripe.webhooks.generateTestHeaderString({ payload, secret: setup.webhookSecret });
  const response = await fetch(setup.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}: ${await response.text()}`);
}

/**
 * CPU time (user + system, ms) the built worker (a child of this process) has used so far, from /proc; null where
 * there is no /proc. Read before and after the throughput run, it gives the worker's CPU per gift.
 */
function workerCpuMs(which: (pid: number) => boolean = () => true): number | null {
  let total: number | null = null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the parenthesised command name: state ppid … utime (14) stime (15), in clock ticks.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid || !which(Number(pid))) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker.js')) continue;
      const ticks = Number(fields[11]) + Number(fields[12]);
      total = (total ?? 0) + ticks * 10; // USER_HZ is 100 on Linux
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

async function ledgerGifts(pool: Pool, fundraiserId: string): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `select count(*) from ledger_transactions where fundraiser_id = $1 and kind = 'donation'`,
    [fundraiserId],
  );
  return Number(rows[0]?.count ?? 0);
}

async function measureThroughput(app: SeededApp, setup: Setup, pool: Pool, followUpWorker: number | undefined) {
  const events = setup.events.slice(0, GIFTS);
  const before = await ledgerGifts(pool, setup.fundraiserId);
  // The money path's worker (every worker when one runs every queue), and the follow-up queues' worker.
  const moneyCpu = () => workerCpuMs((pid) => pid !== followUpWorker);
  const followUpCpu = () => (followUpWorker === undefined ? 0 : workerCpuMs((pid) => pid === followUpWorker));
  const allCpu = () => workerCpuMs();
  const cpuBefore = { money: moneyCpu(), followUp: followUpCpu(), all: allCpu() };
  const started = performance.now();
  await inBatches(events, CONCURRENCY, (event) => deliver(setup, event));
  const accepted = performance.now();
  const deadline = Date.now() + 120_000;
  while ((await ledgerGifts(pool, setup.fundraiserId)) < before + events.length) {
    if (Date.now() > deadline) throw new Error('the ledger did not reach every gift within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const moneyAtLedger = moneyCpu();
  // The money path's worker while it settled the burst, per gift (it also relays the outbox).
  const perGift = (after: number | null, start: number | null) =>
    after === null || start === null ? null : (after - start) / events.length;
  const workerCpuMsPerGift = perGift(moneyAtLedger, cpuBefore.money);
  // And with the gifts' other jobs (receipts, thanks, badges, broadcasts): until every worker is idle again.
  let cpuIdle = allCpu();
  for (let waited = 0; cpuIdle !== null && waited < 60_000; waited += 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = allCpu();
    if (now === null || now - cpuIdle < 30) break;
    cpuIdle = now;
  }
  const workerCpuMsPerGiftWithFollowUps = perGift(cpuIdle, cpuBefore.all);
  const moneyWorkerCpuMsPerGiftUntilIdle = perGift(moneyCpu(), cpuBefore.money);
  const followUpWorkerCpuMsPerGift = followUpWorker === undefined ? null : perGift(followUpCpu(), cpuBefore.followUp);

  // The baseline: the same number of single-row autocommitted inserts, from as many concurrent connections.
  await pool.query('create table if not exists bench_inserts (id bigserial primary key, amount bigint not null)');
  const baselineStarted = performance.now();
  await inBatches(
    events.map((_, index) => index),
    CONCURRENCY,
    async (index) => {
      await pool.query('insert into bench_inserts (amount) values ($1)', [index]);
    },
  );
  const baselineSeconds = (performance.now() - baselineStarted) / 1000;
  await pool.query('drop table bench_inserts');
  return {
    gifts: events.length,
    acceptedPerSecond: events.length / ((accepted - started) / 1000),
    giftsPerSecond: events.length / seconds,
    insertsPerSecond: events.length / baselineSeconds,
    ratio: events.length / seconds / (events.length / baselineSeconds),
    workerCpuMsPerGift,
    moneyWorkerCpuMsPerGiftUntilIdle,
    followUpWorkerCpuMsPerGift,
    workerCpuMsPerGiftWithFollowUps,
    app: app.baseUrl,
  };
}

async function measureLatency(app: SeededApp, setup: Setup) {
  const events = setup.events.slice(GIFTS);
  const socket = io(app.baseUrl, { transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await new Promise<void>((resolve, reject) =>
    socket.emit('subscribe', `fundraiser:${setup.fundraiserId}`, (result: { ok: boolean; message?: string }) =>
      result.ok ? resolve() : reject(new Error(result.message)),
    ),
  );
  let lastVersion = 0;
  const samples: number[] = [];
  try {
    for (const event of events) {
      const pushed = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no fundraiser:totals within 10 s')), 10_000);
        const onTotals = (payload: { fundraiserId: string; version: number }) => {
          if (payload.fundraiserId !== setup.fundraiserId || payload.version <= lastVersion) return;
          lastVersion = payload.version;
          clearTimeout(timer);
          socket.off('fundraiser:totals', onTotals);
          resolve();
        };
        socket.on('fundraiser:totals', onTotals);
      });
      const sent = performance.now();
      await deliver(setup, event);
      await pushed;
      samples.push(performance.now() - sent);
    }
  } finally {
    socket.close();
  }
  samples.sort((a, b) => a - b);
  return { samples: samples.length, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99) };
}

/** The second worker of the split (README "Scaling out"): the follow-up queues, on the app's database and Redis. */
function startFollowUpWorker(app: SeededApp): ManagedProcess {
  return startProcess('follow-up worker', process.execPath, [join(repoRoot, 'backend', 'dist', 'src', 'worker.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: app.postgres.databaseUrl(app.database),
      REDIS_URL: app.redisUrl,
      REDIS_KEY_PREFIX: app.redisKeyPrefix,
      STRIPE_SANDBOX_URL: app.stripeSandboxUrl,
      CAPTCHA: 'off',
      LOG_LEVEL: 'error',
      WORKER_QUEUES: FOLLOW_UP_QUEUES,
    },
  });
}

async function bench(app: SeededApp): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const followUpWorker = ONE_WORKER ? undefined : startFollowUpWorker(app);
  const setup = await setUp(app);
  const pool = new Pool({ connectionString: app.postgres.databaseUrl(app.database), max: CONCURRENCY });
  try {
    const throughput = await measureThroughput(app, setup, pool, followUpWorker?.child.pid);
    const latency = await measureLatency(app, setup);
    const load = [loadBefore, loadavg()[0] ?? 0].map((value) => value.toFixed(1));
    console.log(
      `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), 1-minute load ${load.join(' before, ')} after; ` +
        `API + ${ONE_WORKER ? 'one worker for every queue' : `a worker for ${MONEY_QUEUES} and one for ${FOLLOW_UP_QUEUES}`} as built, ` +
        `embedded PostgreSQL, local Redis, ${CONCURRENCY} concurrent senders`,
    );
    console.table([
      {
        measure: 'signed webhooks → ledger (gifts/s)',
        value: throughput.giftsPerSecond.toFixed(0),
        baseline: `${throughput.insertsPerSecond.toFixed(0)} inserts/s`,
        goal: `ratio ${throughput.ratio.toFixed(2)} (≥ ${THROUGHPUT_GOAL}) ${throughput.ratio >= THROUGHPUT_GOAL ? 'ok' : 'MISSED'}`,
      },
      {
        measure: ONE_WORKER
          ? 'worker CPU per gift, to the ledger (ms)'
          : 'money-path worker CPU per gift, to the ledger (ms)',
        value: throughput.workerCpuMsPerGift?.toFixed(1) ?? 'n/a',
        baseline: `${throughput.moneyWorkerCpuMsPerGiftUntilIdle?.toFixed(1) ?? 'n/a'} until it is idle`,
        goal:
          throughput.workerCpuMsPerGift === null
            ? ''
            : `≤ ${WORKER_CPU_GOAL_MS} ${throughput.workerCpuMsPerGift <= WORKER_CPU_GOAL_MS ? 'ok' : 'MISSED'}`,
      },
      {
        measure: 'every worker, until idle (ms per gift)',
        value: throughput.workerCpuMsPerGiftWithFollowUps?.toFixed(1) ?? 'n/a',
        baseline: ONE_WORKER
          ? ''
          : `follow-up worker alone: ${throughput.followUpWorkerCpuMsPerGift?.toFixed(1) ?? 'n/a'}`,
        goal: '',
      },
      {
        measure: 'webhooks accepted (2xx/s)',
        value: throughput.acceptedPerSecond.toFixed(0),
        baseline: '',
        goal: '',
      },
      {
        measure: 'webhook → socket p50 (ms)',
        value: latency.p50Ms.toFixed(1),
        baseline: '',
        goal: '',
      },
      {
        measure: 'webhook → socket p99 (ms)',
        value: latency.p99Ms.toFixed(1),
        baseline: '',
        goal: `≤ ${P99_GOAL_MS} ${latency.p99Ms <= P99_GOAL_MS ? 'ok' : 'MISSED'}`,
      },
    ]);
    console.log(JSON.stringify({ bench: 'donation-pipeline', throughput, latency, loadAverage: load }));
  } finally {
    await pool.end();
    await followUpWorker?.stop();
  }
}

withSeededApp('bench_pipeline', bench, ONE_WORKER ? {} : { WORKER_QUEUES: MONEY_QUEUES }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
