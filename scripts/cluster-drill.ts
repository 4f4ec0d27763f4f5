/**
 * The cluster drill (`npm test -- cluster`): the production shape of `npm run cluster` (nginx in front of two APIs
 * and two workers on one PostgreSQL and Redis) under mixed traffic through nginx while its processes die and
 * restart, as they do in a deployment.
 *
 * Traffic, from several loopback addresses so nginx's address hash spreads it over both APIs: public reads of the
 * big screen, real sign-ins (password, then the code from the dev mailbox), gifts paid with the test card at the
 * Stripe sandbox (whose webhooks come back through nginx), compete starts, and Socket.IO clients subscribed to the
 * fundraiser's totals. Meanwhile: api-1 is killed (SIGKILL) and started again; both APIs are restarted one after the
 * other (SIGTERM: the API drains; wait until it is ready; the next); worker-1 is killed (SIGKILL) and started again.
 *
 * Afterwards: every gift paid is in the ledger once and in the fundraiser's total once, the ledger's invariants
 * hold (scripts/check-ledger.ts), every compete start the API accepted spent its token once and none it refused
 * did, and every socket client is connected and received totals after the last disruption. Failed requests are
 * counted per phase and printed; none may fail during the rolling restart or the worker's restart; the SIGKILL of
 * an API may fail the requests it was serving.
 *
 * Needs a built app (`npm run build`), nginx, and DATABASE_URL (an empty database), REDIS_URL, STRIPE_SANDBOX_URL;
 * REDIS_KEY_PREFIX names the app's tenant at the sandbox (the database's name by default).
 * `npx tsx scripts/cluster-drill.ts`; exits 0 when every check holds.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import Stripe from 'stripe';
import { routeTable } from '@fundplay/contracts';
import type {
  ApiResponse,
  FundraiserSummary,
  LiveFundraiser,
  LoginResult,
  MailboxMessage,
  ParticipantDashboard,
  PaymentIntentStart,
  PayoutAccountRow,
} from '@fundplay/contracts';
import { repoRoot } from './lib/build';
import { LocalCluster, seedDemo, type ApiNode } from './lib/cluster';
import { prefixedLogger, run } from './lib/processes';
import { freePort } from './services/free-port';

const log = prefixedLogger('drill');
const DEMO_FUNDRAISER = 'Lincoln High Spring Fundraiser';
const PASSWORD = 'Demo1234!';
const GIFT_CENTS = 2500;
const SOCKET_CLIENTS = 12;
/** Lanes of traffic, each from its own loopback address (nginx hashes the whole address). */
const LANES = 4;
/** Generous limits for state to settle on a loaded two-core machine; polls end as soon as it has. */
const SETTLE_LIMIT_MS = 180_000;

type Phase = 'warm-up' | 'api SIGKILL' | 'rolling restart' | 'worker SIGKILL' | 'after';
const phases: Phase[] = ['warm-up', 'api SIGKILL', 'rolling restart', 'worker SIGKILL', 'after'];
/** Phases in which no request may fail. */
const strictPhases = new Set<Phase>(['rolling restart', 'worker SIGKILL', 'after']);
let phase: Phase = 'warm-up';

interface Tally {
  ok: number;
  failed: number;
  examples: string[];
}
const tallies = new Map<string, Tally>();
function tally(kind: string, at: Phase, failure: string | null) {
  const key = `${at}\t${kind}`;
  const entry = tallies.get(key) ?? { ok: 0, failed: 0, examples: [] };
  if (failure === null) entry.ok++;
  else {
    entry.failed++;
    if (entry.examples.length < 3) entry.examples.push(failure);
  }
  tallies.set(key, entry);
}

interface Answer {
  status: number;
  text: string;
}

const agents = new Map<string, Agent>();
/**
 * One HTTP request from loopback address `from`; status 0 when no answer came. Never throws. A connection per
 * request: a reused keep-alive connection that nginx closes as idle at the moment a request goes out on it (as
 * every worker of the old config does at a reload) fails that request in this client, where a browser would
 * send it again; that race is the client's, not what the drill measures.
 */
function send(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from?: string } = {},
): Promise<Answer> {
  const from = options.from ?? '127.0.0.1';
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: false });
    agents.set(from, agent);
  }
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const request = httpRequest(
      new URL(path, base),
      {
        method,
        agent,
        localAddress: from,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        timeout: 90_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on('error', (error) => resolve({ status: 0, text: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: 0, text: error.message }));
    request.end(payload);
  });
}

/**
 * A request counted under `kind` in the phase in which its answer (or failure) came: one in flight when an API was
 * killed counts in that phase, and one still in flight when the rolling restart began counts in the restart.
 */
async function counted<T>(
  kind: string,
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from?: string } = {},
): Promise<T | null> {
  const answer = await send(base, method, path, options);
  const at = phase;
  const ok = answer.status >= 200 && answer.status < 300;
  tally(kind, at, ok ? null : `${answer.status} ${answer.text.slice(0, 140)}`);
  return ok ? (JSON.parse(answer.text) as T) : null;
}

/** For setup and checks: throws unless 2xx. */
async function must<T>(base: string, method: string, path: string, options: Parameters<typeof send>[3] = {}) {
  const answer = await send(base, method, path, options);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return JSON.parse(answer.text) as T;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${SETTLE_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

const codeIn = (message: MailboxMessage) => /\b(\d{5}) is your code\b/.exec(message.body)?.[1];

/** The real sign-in through nginx; null (counted as failed) when a step failed. */
async function signIn(base: string, email: string, role: string, from: string): Promise<string | null> {
  const mailbox = `${routeTable.devMessages.path}?to=${encodeURIComponent(email)}`;
  const before = await counted<MailboxMessage[]>('sign-in', base, 'GET', mailbox, { from });
  if (!before) return null;
  const seen = new Set(before.map(codeIn));
  const login = await counted<ApiResponse<LoginResult>>('sign-in', base, 'POST', routeTable.login.path, {
    body: { email, password: PASSWORD, role, verificationSelection: 'email' },
    from,
  });
  if (!login) return null;
  // The code leaves through a job: a worker that was just killed sends it once it is back.
  const otp = await until(`a sign-in code for ${email}`, async () => {
    const messages = await send(base, 'GET', mailbox, { from });
    if (messages.status !== 200) return null;
    return (JSON.parse(messages.text) as MailboxMessage[]).map(codeIn).find((code) => code && !seen.has(code));
  });
  const verified = await counted<ApiResponse<{ accessToken: string }>>(
    'sign-in',
    base,
    'POST',
    routeTable.verifyOtp.path,
    {
      body: { email, role, verificationSelection: 'email', mode: 'logIn', otp, challengeId: login.data.challengeId },
      from,
    },
  );
  return verified?.data.accessToken ?? null;
}

interface Scene {
  base: string;
  fundraiserId: string;
  gameId: string;
  referalCode: string;
  participantToken: string;
  stripe: Stripe;
  /** The fundraiser's total before the setup's manual gift of $100. */
  totalBefore: number;
}

/** A payout account linked to the demo fundraiser, the participant's referral code, tokens to play with. */
async function setUp(base: string, pool: Pool, stripe: Stripe): Promise<Scene> {
  const admin = await signIn(base, 'admin@demo.fundplay.app', 'admin', '127.0.0.1');
  const participantToken = await signIn(base, 'student@demo.fundplay.app', 'participant', '127.0.0.1');
  if (!admin || !participantToken) throw new Error('the setup sign-ins failed');
  const created = await must<ApiResponse<PayoutAccountRow>>(base, 'POST', routeTable.createStripeAccount.path, {
    body: { name: 'Drill payouts' },
    token: admin,
  });
  const link = await must<ApiResponse<{ url: string }>>(base, 'POST', routeTable.generateAccountLink.path, {
    body: { accountId: created.data.accountId, refreshUrl: base, returnUrl: base },
    token: admin,
  });
  const onboarded = await fetch(link.data.url, { method: 'POST', redirect: 'manual' });
  if (onboarded.status !== 303) throw new Error(`sandbox onboarding answered ${onboarded.status}`);
  const mine = await must<ApiResponse<FundraiserSummary[]>>(base, 'GET', routeTable.getFundRaisingByRole.path, {
    token: admin,
  });
  const fundraiser = mine.data.find((found) => found.fundRaisingName === DEMO_FUNDRAISER);
  if (!fundraiser) throw new Error(`"${DEMO_FUNDRAISER}" is missing: did seed-demo run?`);
  await must(base, 'POST', routeTable.updateFundRaisingStripe.path, {
    body: { fundRaisingId: fundraiser._id, fundRaisingStripe: created.data.accountId },
    token: admin,
  });
  const dashboard = await must<ApiResponse<ParticipantDashboard>>(
    base,
    'GET',
    `${routeTable.getParticipantDashboardByFundRaisingId.path}?fundRaisingId=${fundraiser._id}`,
    { token: participantToken },
  );
  const referalCode = dashboard.data.participantRefferalsCodes[0]?.code;
  if (!referalCode) throw new Error('the demo participant has no referral code');
  const { rows } = await pool.query<{ account: string; game: string }>(
    `select a.id as account, g.id as game from accounts a, fundraiser_games g
      where a.email = 'student@demo.fundplay.app' and g.fundraiser_id = $1 and g.deleted_at is null limit 1`,
    [fundraiser._id],
  );
  const row = rows[0];
  if (!row) throw new Error('the demo fundraiser has no game or no participant');
  const totalBefore = (
    await must<ApiResponse<LiveFundraiser>>(
      base,
      'GET',
      `${routeTable.getLiveFundraiser.path}?fundRaiserId=${fundraiser._id}`,
    )
  ).data.fundraiser.totalFunding;
  // TOKEN_EARN_CENTS=1: $100 of manual gifts is 10,000 tokens, more than the drill's starts spend.
  await must(base, 'POST', routeTable.addManualDonation.path, {
    body: { amount: 10_000, participantId: row.account, fundRaiserId: fundraiser._id },
    token: admin,
  });
  return { base, fundraiserId: fundraiser._id, gameId: row.game, referalCode, participantToken, stripe, totalBefore };
}

/** Socket.IO clients (websocket transport) subscribed to the fundraiser's room, again after every reconnect. */
class TotalsWatchers {
  readonly sockets: Socket[] = [];
  /** Per client: when it last received `fundraiser:totals`, and how many times it connected. */
  readonly lastTotals: number[] = [];
  readonly connects: number[] = [];

  constructor(base: string, fundraiserId: string) {
    for (let index = 0; index < SOCKET_CLIENTS; index++) {
      const socket = io(base, {
        transports: ['websocket'],
        forceNew: true,
        reconnectionDelay: 200,
        reconnectionDelayMax: 2000,
        localAddress: laneAddress(index),
      } as Parameters<typeof io>[1]);
      this.lastTotals.push(0);
      this.connects.push(0);
      socket.on('connect', () => {
        this.connects[index] = (this.connects[index] ?? 0) + 1;
        socket.emit('subscribe', `fundraiser:${fundraiserId}`, () => undefined);
      });
      socket.on('fundraiser:totals', () => {
        this.lastTotals[index] = Date.now();
      });
      this.sockets.push(socket);
    }
  }

  connected(): number {
    return this.sockets.filter((socket) => socket.connected).length;
  }

  /** Clients that received totals after `since` (ms). */
  receivedSince(since: number): number {
    return this.lastTotals.filter((at) => at > since).length;
  }

  close() {
    for (const socket of this.sockets) socket.close();
  }
}

const laneAddress = (index: number) => `127.0.0.${10 + (index % 200)}`;

interface Traffic {
  stop(): Promise<void>;
  /** Gifts paid at the sandbox (their intents), and their amounts. */
  paid: string[];
  /** Compete starts: run id → what the API answered (null: no answer, or an error). */
  starts: Map<string, number | null>;
}

/** The mixed traffic, until stopped. Each lane loops at its own pace; no lane waits on another. */
function startTraffic(scene: Scene): Traffic {
  let running = true;
  const paid: string[] = [];
  const starts = new Map<string, number | null>();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const loops: Promise<void>[] = [];
  const { base } = scene;
  for (let lane = 0; lane < LANES; lane++) {
    const from = laneAddress(lane);
    // Public reads: the big screen, as many people hold it open.
    loops.push(
      (async () => {
        while (running) {
          await counted(
            'public read',
            base,
            'GET',
            `${routeTable.getLiveFundraiser.path}?fundRaiserId=${scene.fundraiserId}`,
            { from },
          );
          await pause(50);
        }
      })(),
    );
    // Gifts: started through the API, paid with the test card at the sandbox, settled through the webhook.
    loops.push(
      (async () => {
        let n = 0;
        while (running) {
          const started = await counted<ApiResponse<PaymentIntentStart>>(
            'gift',
            base,
            'POST',
            routeTable.getDonations.path,
            {
              body: {
                referalCode: scene.referalCode,
                amount: GIFT_CENTS,
                type: 'individual',
                firstName: 'Drill',
                lastName: `Donor ${lane}-${n++}`,
                email: `drill-${lane}-${n}@example.com`,
                anonymous: false,
                coverFee: false,
              },
              from,
            },
          );
          if (started) {
            await scene.stripe.paymentIntents.confirm(started.data.paymentIntentId, { payment_method: 'pm_card_visa' });
            paid.push(started.data.paymentIntentId);
          }
          await pause(600);
        }
      })(),
    );
  }
  // Compete starts by the demo participant, from two addresses.
  for (let lane = 0; lane < 2; lane++) {
    loops.push(
      (async () => {
        while (running) {
          const runId = randomUUID();
          const answer = await send(base, 'POST', routeTable.startRun.path, {
            body: { runId, fundRaiserId: scene.fundraiserId, gameId: scene.gameId },
            token: scene.participantToken,
            from: laneAddress(lane + 1),
          });
          const at = phase;
          const ok = answer.status === 200;
          starts.set(runId, ok ? 200 : answer.status === 0 ? null : answer.status);
          tally('compete start', at, ok ? null : `${answer.status} ${answer.text.slice(0, 140)}`);
          await pause(150);
        }
      })(),
    );
  }
  // Sign-ins: the demo coach and fan, once per phase each (the per-account code limit is 10 an hour).
  loops.push(
    (async () => {
      let signedInPhase: Phase | null = null;
      while (running) {
        if (signedInPhase !== phase) {
          signedInPhase = phase;
          await signIn(base, 'coach@demo.fundplay.app', 'admin', laneAddress(2));
          await signIn(base, 'fan@demo.fundplay.app', 'teamMember', laneAddress(3));
        }
        await pause(200);
      }
    })(),
  );
  return {
    paid,
    starts,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits until `node` has been started again by its supervisor (a new process) and answers /api/health. */
async function restartedAfterKill(node: ApiNode, killedPid: number | undefined): Promise<void> {
  await until(
    `${node.name} to be started again`,
    async () => node.supervised.child.pid !== killedPid && node.supervised.child.exitCode === null,
  );
  await node.ready();
}

function printTallies(): number {
  let strictFailures = 0;
  for (const at of phases) {
    for (const [key, entry] of tallies) {
      const [entryPhase, kind] = key.split('\t');
      if (entryPhase !== at) continue;
      log(
        `${at.padEnd(16)} ${String(kind).padEnd(14)} ${entry.ok} ok, ${entry.failed} failed${entry.examples.length ? `: ${entry.examples.join(' | ')}` : ''}`,
      );
      if (strictPhases.has(at)) strictFailures += entry.failed;
    }
  }
  return strictFailures;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const stripeSandboxUrl = process.env.STRIPE_SANDBOX_URL;
  if (!databaseUrl || !redisUrl || !stripeSandboxUrl) {
    log('set DATABASE_URL (an empty database), REDIS_URL and STRIPE_SANDBOX_URL');
    return 2;
  }
  const prefix = process.env.REDIS_KEY_PREFIX ?? new URL(databaseUrl).pathname.slice(1);
  const startedAt = Date.now();
  const nginxPrefix = mkdtempSync(join(tmpdir(), 'fundplay-drill-nginx-'));
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  let refusedByUpstream = 0;
  const cluster = new LocalCluster({
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      STRIPE_SANDBOX_URL: stripeSandboxUrl,
      CAPTCHA: 'off',
      SERVE_STATIC: 'off',
      TOKEN_EARN_CENTS: '1',
      // Two players' starts as fast as the drill sends them; the per-account pace is not what it tests.
      COMPETE_STARTS_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_MAX: '5',
    },
    port: Number(process.env.CLUSTER_PORT ?? (await freePort())),
    apis: 2,
    workers: 2,
    nginxPrefix,
    afterMigrations: seedDemo,
    output: (name, line) => {
      // nginx logs every connection a stopped API refused before it tried the next; counted, not printed.
      if (name === 'nginx' && line.includes('connect() failed (111')) refusedByUpstream++;
      else if (!line.includes('[migrator]')) process.stdout.write(`[${name}] ${line}\n`);
    },
    // A killed process comes back quickly: the drill waits for it, not for a back-off meant for crash loops.
    restarts: { initialDelayMs: 300, maxDelayMs: 5_000, healthyAfterMs: 10_000 },
  });
  let watchers: TotalsWatchers | undefined;
  let traffic: Traffic | undefined;
  const problems: string[] = [];
  try {
    await cluster.start();
    const base = cluster.url;
    log(`cluster up at ${base} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    const sandbox = new URL(stripeSandboxUrl);
    const stripe = new Stripe(`sk_test_sandbox_${prefix}`, {
      host: sandbox.hostname,
      port: Number(sandbox.port),
      protocol: 'http',
    });
    const scene = await setUp(base, pool, stripe);
    const liveTotal = async () =>
      (
        await must<ApiResponse<LiveFundraiser>>(
          base,
          'GET',
          `${routeTable.getLiveFundraiser.path}?fundRaiserId=${scene.fundraiserId}`,
        )
      ).data.fundraiser.totalFunding;
    const ledgerGifts = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            `select count(*) as n from ledger_transactions where fundraiser_id = $1 and kind = 'donation'`,
            [scene.fundraiserId],
          )
        ).rows[0]?.n,
      );
    // The manual gift of the setup settles first, so the total's baseline holds it.
    const giftsBefore = await ledgerGifts();
    const totalBefore = await until('the setup gift in the total', async () => {
      const total = await liveTotal();
      return total >= scene.totalBefore + 10_000 ? total : null;
    });

    watchers = new TotalsWatchers(base, scene.fundraiserId);
    await until('every socket client connected', async () => watchers?.connected() === SOCKET_CLIENTS);
    traffic = startTraffic(scene);
    await until('a few gifts paid', async () => (traffic?.paid.length ?? 0) >= 4);
    await until('every socket client to receive totals', async () => watchers?.receivedSince(0) === SOCKET_CLIENTS);

    phase = 'api SIGKILL';
    const [api1, api2] = cluster.apis as [ApiNode, ApiNode];
    const killedPid = api1.supervised.child.pid;
    log(`SIGKILL ${api1.name} (pid ${killedPid})`);
    api1.supervised.child.kill('SIGKILL');
    await restartedAfterKill(api1, killedPid);
    log(`${api1.name} is back (pid ${api1.supervised.child.pid})`);

    phase = 'rolling restart';
    for (const node of [api1, api2]) {
      log(`rolling restart: SIGTERM ${node.name}`);
      await node.restart();
      log(`rolling restart: ${node.name} is ready again`);
    }

    phase = 'worker SIGKILL';
    const worker = cluster.workers[0];
    if (!worker) throw new Error('no worker');
    const workerPid = worker.child.pid;
    log(`SIGKILL worker-1 (pid ${workerPid})`);
    worker.child.kill('SIGKILL');
    await until(
      'worker-1 to be started again',
      async () => worker.child.pid !== workerPid && worker.child.exitCode === null,
    );
    const paidBeforeAfter = traffic.paid.length;

    phase = 'after';
    const disruptionsOver = Date.now();
    await until(
      'more gifts paid after the disruptions',
      async () => (traffic?.paid.length ?? 0) >= paidBeforeAfter + 4,
    );
    await until(
      'every socket client connected and given totals after the disruptions',
      async () =>
        watchers?.connected() === SOCKET_CLIENTS && watchers.receivedSince(disruptionsOver) === SOCKET_CLIENTS,
    );
    await traffic.stop();
    const paid = traffic.paid;

    // Every paid gift settled once: in the ledger and in the total.
    const settled = await until(`the ledger to hold all ${paid.length} paid gifts`, async () => {
      const count = (await ledgerGifts()) - giftsBefore;
      return count >= paid.length ? count : null;
    });
    if (settled !== paid.length) problems.push(`${paid.length} gifts paid, ${settled} in the ledger`);
    const expectedTotal = totalBefore + paid.length * GIFT_CENTS;
    const total = await until('the total to count every gift', async () => {
      const now = await liveTotal();
      return now >= expectedTotal ? now : null;
    });
    if (total !== expectedTotal)
      problems.push(`the total is ${total}, expected ${expectedTotal} (${paid.length} gifts of ${GIFT_CENTS})`);
    log(
      `${paid.length} gifts paid; ${settled} in the ledger; total ${totalBefore} → ${total} (expected ${expectedTotal})`,
    );

    // Compete starts: each accepted one spent one token once; each refused or unanswered one at most once.
    const runIds = [...traffic.starts.keys()];
    const { rows: spends } = await pool.query<{ ref: string; n: string }>(
      `select external_ref as ref, count(*) as n from ledger_transactions where kind = 'tokenSpend' and external_ref = any($1::text[]) group by external_ref`,
      [runIds.map((id) => `run:${id}`)],
    );
    const spent = new Map(spends.map((row) => [row.ref.slice('run:'.length), Number(row.n)]));
    const { rows: runs } = await pool.query<{ id: string }>('select id from game_runs where id = any($1::uuid[])', [
      runIds,
    ]);
    const runsKept = new Set(runs.map((row) => row.id));
    let accepted = 0;
    let unanswered = 0;
    for (const [runId, status] of traffic.starts) {
      const spends = spent.get(runId) ?? 0;
      if (status === 200) {
        accepted++;
        if (spends !== 1 || !runsKept.has(runId))
          problems.push(`accepted run ${runId}: ${spends} spends, run row ${runsKept.has(runId)}`);
      } else {
        if (status === null || status >= 500) unanswered++;
        if (spends > 1) problems.push(`run ${runId} (answered ${status}) spent ${spends} times`);
        if (spends !== (runsKept.has(runId) ? 1 : 0))
          problems.push(`run ${runId}: ${spends} spends but run row ${runsKept.has(runId)}`);
      }
    }
    log(
      `${traffic.starts.size} compete starts: ${accepted} accepted, ${unanswered} without an answer; each spent its token at most once`,
    );

    const reconnects = watchers.connects.reduce((sum, n) => sum + n, 0) - SOCKET_CLIENTS;
    log(
      `${SOCKET_CLIENTS} socket clients: ${reconnects} reconnects in all; each connected and given totals after the disruptions`,
    );

    // The ledger's invariants over the whole database.
    try {
      await run('npx', ['tsx', join(repoRoot, 'scripts', 'check-ledger.ts')], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
    } catch (error) {
      problems.push(`scripts/check-ledger.ts: ${error instanceof Error ? error.message : String(error)}`);
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await traffic?.stop();
    watchers?.close();
    for (const agent of agents.values()) agent.destroy();
    await cluster.stop();
    await pool.end();
    rmSync(nginxPrefix, { recursive: true, force: true });
  }
  log(`nginx moved ${refusedByUpstream} connections refused by a stopped API to the other one`);
  const strictFailures = printTallies();
  if (strictFailures > 0) problems.push(`${strictFailures} requests failed during or after the rolling restart`);
  for (const problem of problems) log(`FAILED: ${problem}`);
  log(`${problems.length === 0 ? 'passed' : 'failed'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
