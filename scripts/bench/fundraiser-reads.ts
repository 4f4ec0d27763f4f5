/**
 * The API's hottest reads under autocannon on loopback, each against a bare Fastify route (in a Node process of
 * its own, like the API) that returns JSON of the same byte size, in the same run:
 *  - POST /api/authRoutes/verifyReferalCode with the demo participant's referral code: the public progress that
 *    `/donate/{code}` shows;
 *  - GET /api/participantRoutes/getParticipantDashboardByFundRaisingId as the demo participant, signed in through
 *    the real flow (password, then the 5-digit code read from the dev mailbox);
 *  - GET /api/campaignRoutes/getCampaignPage?code={the demo participant's code}: the public read behind the
 *    participant's campaign page (issue #21), against a bare route answering the very same JSON (not only the
 *    same size);
 *  - GET /api/liveRoutes/getLiveFundraiser?fundRaiserId={the demo fundraiser}: the public big screen, and
 *    GET /api/gameRoutes/leaderboard?limit=10 for its first game, signed out: each against a bare route answering the
 *    very same JSON (issue #22's versioned public read models serve these three).
 * Throughput is the saturated rate (10 connections, 10 s) as a ratio to the bare route's (goal ≥ 0.5×); latency
 * is the p99 with both held at half the bare route's saturated rate (autocannon `overallRate`), as a ratio to the
 * bare route's p99 (goal ≤ 3×). GET /api/site/contact (the API's stack, no database) and GET /api/authRoutes/me
 * (plus the session check) are measured too, to show where the difference goes.
 *
 * Against a running FundPlay seeded with the demo data:
 * `FUNDRAISER_READS_URL=http://127.0.0.1:3900 npx tsx scripts/bench/fundraiser-reads.ts` (or the URL as the first
 * argument). Without one, it starts the built API and worker (`npm run build` first) on a throwaway PostgreSQL
 * and Redis and seeds the demo data there, as `npm start` does. Needs `autocannon` installed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { routeTable } from '@fundplay/contracts';
import { campaignAddresses } from './lib/campaign-addresses';
import { withSeededApp } from './lib/demo-app';

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARM_UP_S = 2;
const THROUGHPUT_GOAL = 0.5;
const P99_GOAL = 3;

/* ---------- autocannon, loaded by name so this file typechecks without it ---------- */

interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  overallRate?: number;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

interface LoadResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

type Autocannon = (options: LoadOptions) => Promise<LoadResult>;

function loadAutocannon(): Autocannon {
  try {
    return createRequire(__filename)('autocannon') as Autocannon;
  } catch {
    throw new Error('autocannon is not installed: npm install --save-dev autocannon (the root package)');
  }
}

/* ---------- the bare Fastify baseline, in a child process ---------- */

interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** An object whose JSON is exactly `bytes` long (or as short as it gets), in the API's `{ message, data }` shape. */
function bodyOfSize(bytes: number): object {
  const empty = { message: 'ok', data: { padding: '' } };
  const missing = Math.max(0, bytes - JSON.stringify(empty).length);
  return { message: 'ok', data: { padding: 'x'.repeat(missing) } };
}

/**
 * Child mode: one Fastify server with a GET and a POST route answering JSON of the sizes given in argv, and
 * GET /bare/<name> answering each JSON of BARE_SAME_JSON (`{ name: json }`) as it is.
 */
async function serveBare(getBytes: number, postBytes: number): Promise<void> {
  const { default: fastify } = await import('fastify');
  const app = fastify({ logger: false });
  const getBody = bodyOfSize(getBytes);
  const postBody = bodyOfSize(postBytes);
  const same = JSON.parse(process.env.BARE_SAME_JSON ?? '{}') as Record<string, string>;
  app.get('/bare', async () => getBody);
  app.post('/bare', async () => postBody);
  for (const [name, json] of Object.entries(same)) {
    const body = JSON.parse(json) as object;
    app.get(`/bare/${name}`, async () => body);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

async function startBare(
  getBytes: number,
  postBytes: number,
  sameJson: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(__filename, ['--bare', String(getBytes), String(postBytes)], {
    execArgv: process.execArgv,
    env: { ...process.env, BARE_SAME_JSON: JSON.stringify(sameJson) },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, child };
}

/* ---------- the API side: sign in, find the demo fundraiser and referral code ---------- */

interface Reads {
  referral: Target;
  dashboard: Target;
  campaign: Target;
  live: Target;
  leaderboard: Target;
  contact: Target;
  me: Target;
}

async function demoReads(baseUrl: string): Promise<Reads> {
  const demo = await campaignAddresses(baseUrl);
  const auth = { authorization: `Bearer ${demo.participantToken}` };
  const code = demo.participantCode;
  const dashboardPath = `${routeTable.getParticipantDashboardByFundRaisingId.path}?fundRaisingId=${demo.fundraiserId}`;
  const url = (path: string) => new URL(path, baseUrl).toString();
  const livePath = `${routeTable.getLiveFundraiser.path}?fundRaiserId=${demo.fundraiserId}`;
  const screen = (await (await fetch(url(livePath))).json()) as { data: { games: { _id: string }[] } };
  const gameId = screen.data.games[0]?._id;
  if (!gameId) throw new Error('the demo fundraiser has no game to read a leaderboard of');
  const boardPath = `${routeTable.leaderboard.path}?${new URLSearchParams({ fundRaiserId: demo.fundraiserId, gameId, limit: '10' }).toString()}`;
  return {
    referral: {
      url: url(routeTable.verifyReferalCode.path),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referalCode: code }),
    },
    dashboard: { url: url(dashboardPath), method: 'GET', headers: auth },
    campaign: {
      url: url(`${routeTable.getCampaignPage.path}?code=${encodeURIComponent(code)}`),
      method: 'GET',
      headers: {},
    },
    live: { url: url(livePath), method: 'GET', headers: {} },
    leaderboard: { url: url(boardPath), method: 'GET', headers: {} },
    contact: { url: url(routeTable.siteContact.path), method: 'GET', headers: {} },
    me: { url: url(routeTable.me.path), method: 'GET', headers: auth },
  };
}

/** One request, as the load will send it: its status and body size. */
async function sample(target: Target): Promise<{ status: number; bytes: number; text: string }> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${target.url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  return { status: response.status, bytes: body.length, text: body.toString() };
}

/* ---------- measuring ---------- */

async function measure(
  autocannon: Autocannon,
  target: Target,
  duration: number,
  overallRate?: number,
): Promise<LoadResult> {
  return autocannon({ ...target, connections: CONNECTIONS, duration, ...(overallRate ? { overallRate } : {}) });
}

interface Comparison {
  read: string;
  bytes: number;
  bareRps: number;
  apiRps: number;
  throughputRatio: number;
  halfLoadRps: number;
  /** What the API answered at that rate: below it, the API saturated and its p99 is a saturated one. */
  apiHalfLoadRps: number;
  bareP99Ms: number;
  apiP99Ms: number;
  p99Ratio: number;
  /** Non-2xx answers and connection errors of the API during all its runs: the figures are void if not 0. */
  apiFailures: number;
}

async function compare(
  autocannon: Autocannon,
  read: string,
  api: Target,
  bare: Target,
  bytes: number,
): Promise<Comparison> {
  await measure(autocannon, bare, WARM_UP_S);
  await measure(autocannon, api, WARM_UP_S);
  const bareFull = await measure(autocannon, bare, DURATION_S);
  const apiFull = await measure(autocannon, api, DURATION_S);
  const halfLoadRps = Math.max(1, Math.floor(bareFull.requests.average / 2));
  const bareHalf = await measure(autocannon, bare, DURATION_S, halfLoadRps);
  const apiHalf = await measure(autocannon, api, DURATION_S, halfLoadRps);
  const comparison: Comparison = {
    read,
    bytes,
    bareRps: Math.round(bareFull.requests.average),
    apiRps: Math.round(apiFull.requests.average),
    throughputRatio: apiFull.requests.average / bareFull.requests.average,
    halfLoadRps,
    apiHalfLoadRps: Math.round(apiHalf.requests.average),
    bareP99Ms: bareHalf.latency.p99,
    apiP99Ms: apiHalf.latency.p99,
    // autocannon reports whole milliseconds: a 0 ms p99 counts as 1 ms.
    p99Ratio: apiHalf.latency.p99 / Math.max(bareHalf.latency.p99, 1),
    apiFailures: [apiFull, apiHalf].reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
  return comparison;
}

async function bench(autocannon: Autocannon, baseUrl: string): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const reads = await demoReads(baseUrl);
  const sizes = { referral: (await sample(reads.referral)).bytes, dashboard: (await sample(reads.dashboard)).bytes };
  const campaign = await sample(reads.campaign);
  const live = await sample(reads.live);
  const leaderboard = await sample(reads.leaderboard);
  const contactBytes = (await sample(reads.contact)).bytes;
  const meBytes = (await sample(reads.me)).bytes;

  const rows: Comparison[] = [];
  const layers: Record<string, string | number>[] = [];
  const bare = await startBare(sizes.dashboard, sizes.referral, {
    campaign: campaign.text,
    live: live.text,
    leaderboard: leaderboard.text,
  });
  try {
    const bareGet: Target = { url: bare.url, method: 'GET', headers: reads.dashboard.headers };
    const barePost: Target = { ...reads.referral, url: bare.url };
    const bareCampaign: Target = { url: `${bare.url}/campaign`, method: 'GET', headers: {} };
    for (const [read, api, baseline, bytes] of [
      ['POST verifyReferalCode (/donate progress)', reads.referral, barePost, sizes.referral],
      ['GET participant dashboard', reads.dashboard, bareGet, sizes.dashboard],
      ['GET getCampaignPage?code= (participant page)', reads.campaign, bareCampaign, campaign.bytes],
      ['GET getLiveFundraiser (big screen)', reads.live, { ...bareCampaign, url: `${bare.url}/live` }, live.bytes],
      [
        'GET leaderboard?limit=10 (signed out)',
        reads.leaderboard,
        { ...bareCampaign, url: `${bare.url}/leaderboard` },
        leaderboard.bytes,
      ],
    ] as const) {
      rows.push(await compare(autocannon, read, api, baseline, bytes));
    }
    // Where the time goes: the API's stack alone, then with the session check, at saturation.
    for (const [layer, target, bytes] of [
      ['GET /api/site/contact (stack, no database)', reads.contact, contactBytes],
      ['GET /api/authRoutes/me (+ session check)', reads.me, meBytes],
    ] as const) {
      await measure(autocannon, target, WARM_UP_S);
      const result = await measure(autocannon, target, DURATION_S);
      layers.push({
        layer,
        'JSON bytes': bytes,
        'req/s': Math.round(result.requests.average),
        'p50 (ms)': result.latency.p50,
        'p99 (ms)': result.latency.p99,
        'non-2xx/errors': result.non2xx + result.errors,
      });
    }
  } finally {
    bare.child.disconnect();
  }

  const load = [loadBefore, loadavg()[0] ?? 0].map((value) => value.toFixed(1));
  console.log(
    `autocannon on loopback, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${cpus().length} CPUs (` +
      `${cpus()[0]?.model ?? 'unknown'}, 1-minute load average ${load.join(' before, ')} after); bare = Fastify in its own Node ` +
      'process, JSON of the same size; the participant signed in with password + emailed code (dev mailbox)',
  );
  console.table(
    rows.map((row) => ({
      read: row.read,
      'JSON bytes': row.bytes,
      'bare req/s': row.bareRps,
      'API req/s': row.apiRps,
      [`ratio (≥ ${THROUGHPUT_GOAL})`]: `${row.throughputRatio.toFixed(2)} ${row.throughputRatio >= THROUGHPUT_GOAL ? 'ok' : 'MISSED'}`,
      'half load (req/s)': `${row.halfLoadRps} (API did ${row.apiHalfLoadRps})`,
      'bare p99 (ms)': row.bareP99Ms,
      'API p99 (ms)': row.apiP99Ms,
      [`p99 ratio (≤ ${P99_GOAL})`]: `${row.p99Ratio.toFixed(2)} ${row.p99Ratio <= P99_GOAL ? 'ok' : 'MISSED'}`,
      'API non-2xx/errors': row.apiFailures,
    })),
  );
  console.table(layers);
  if (rows.some((row) => row.apiFailures > 0)) {
    console.log('Some API requests failed (non-2xx or errors, e.g. a rate limit): those figures are not valid.');
  }
  console.log(
    JSON.stringify({
      bench: 'fundraiser-reads',
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      cpus: cpus().length,
      loadAverage: { before: Number(load[0]), after: Number(load[1]) },
      reads: rows,
      layers,
    }),
  );
}

async function main(): Promise<void> {
  if (process.argv[2] === '--bare') {
    await serveBare(Number(process.argv[3]), Number(process.argv[4]));
    return;
  }
  const autocannon = loadAutocannon();
  const baseUrl = process.argv[2] ?? process.env.FUNDRAISER_READS_URL;
  await (baseUrl ? bench(autocannon, baseUrl) : withSeededApp('bench_reads', (app) => bench(autocannon, app.baseUrl)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
