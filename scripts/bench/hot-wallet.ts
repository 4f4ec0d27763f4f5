/**
 * Hot wallet: compete starts on ONE wallet, 8 and then 32 at a time, against the floor PostgreSQL itself sets for
 * serialised spending from one row, in the same run and the same PostgreSQL.
 *
 * - FundPlay: the demo participant (one membership, one token wallet, filled with enough tokens first) starts runs
 *   of the demo fundraiser's Alphabet Merge through POST /api/gameRoutes/startRun, each with a fresh runId, from
 *   `C` concurrent keep-alive connections for a fixed time. Each start is one transaction that locks the wallet
 *   (and the token-issuance account), spends a token through the ledger, closes the player's open run and opens a
 *   new one; so starts on one wallet run one at a time, whatever the concurrency.
 * - Baseline: `C` connections to the same PostgreSQL loop over `BEGIN; SELECT balance … FOR UPDATE; UPDATE … SET
 *   balance = balance - 1; COMMIT` on a one-row table for the same time: the fastest one wallet can go.
 * - Control: the same starts from `C` members, one wallet each, at the same concurrency. If they are no faster
 *   than on one wallet, the wallet's lock is not what limits starts (the API's CPU or another shared row is);
 *   the API process's CPU share (100 % = one core) and its CPU time per start are shown for each.
 *
 * Read: starts/s and the baseline's decrements/s at each concurrency, their ratio (goal ≥ 1×) and whether the
 * ratio holds from 8 to 32 (no collapse: the 32 ratio should not fall far below the 8 one); p50/p99 are the
 * latencies each caller saw (at 32, most of it is waiting for the wallet's lock). The API talks to PostgreSQL
 * through its own pool (DATABASE_POOL_MAX, default 10), so at 32 the surplus waits in the API, not in PostgreSQL.
 * The load average is printed beside the figures: on a shared 2-core machine, other work moves them.
 *
 * `npm run build`, then `npx tsx scripts/bench/hot-wallet.ts [seconds per measure = 8] [max starts per level = 5000]`.
 */
import { randomUUID } from 'node:crypto';
import { routeTable } from '@fundplay/contracts';
import type { Pool } from 'pg';
import {
  addCompetitors,
  demoParticipant,
  giveTokens,
  withCompeteApp,
  type CompeteApp,
  type Competitor,
} from './lib/compete-app';
import { cpuMs, fixed, latencies, loadNow, machine, verdict, type Latencies } from './lib/figures';
import { TimedHttp } from './lib/timed-http';

const SECONDS = Number(process.argv[2] ?? 8);
const MAX_STARTS = Number(process.argv[3] ?? 5000);
/** The baseline is much faster: bounded by time like the starts, with a count cap of its own. */
const MAX_DECREMENTS = 200_000;
const LEVELS = [8, 32];
const WARM_UP = 100;
const RATIO_GOAL = 1;

interface Measure {
  done: number;
  failed: Record<string, number>;
  perSecond: number;
  latency: Latencies;
  load: string;
  /** CPU time of the API process over wall time (1 = one core busy all along); NaN for the baseline. */
  apiCpu: number;
}

/** `concurrency` loops calling `once(loop)` until SECONDS have passed or `cap` calls were made. */
async function closedLoop(
  concurrency: number,
  cap: number,
  once: (loop: number) => Promise<string | null>,
  apiPid?: number,
): Promise<Measure> {
  const samples: number[] = [];
  const failed: Record<string, number> = {};
  let issued = 0;
  const apiCpuBefore = cpuMs(apiPid);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < deadline && issued < cap) {
        issued++;
        const t0 = performance.now();
        const failure = await once(loop);
        if (failure === null) samples.push(performance.now() - t0);
        else failed[failure] = (failed[failure] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    done: samples.length,
    failed,
    perSecond: samples.length / seconds,
    latency: latencies(samples),
    load: loadNow(),
    apiCpu: (cpuMs(apiPid) - apiCpuBefore) / (seconds * 1000),
  };
}

async function baseline(pool: Pool, concurrency: number): Promise<Measure> {
  const clients = await Promise.all(Array.from({ length: concurrency }, () => pool.connect()));
  try {
    // One connection per loop: a transaction's statements never interleave with another's.
    return await closedLoop(concurrency, MAX_DECREMENTS, async (loop) => {
      const client = clients[loop];
      if (!client) return 'no connection';
      try {
        await client.query('begin');
        await client.query('select balance from bench_hot_wallet where id = 1 for update');
        await client.query('update bench_hot_wallet set balance = balance - 1 where id = 1');
        await client.query('commit');
        return null;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        return error instanceof Error ? error.message : String(error);
      }
    });
  } finally {
    for (const client of clients) client.release();
  }
}

async function bench(app: CompeteApp): Promise<void> {
  const loadAtStart = loadNow();
  const gameId = app.demo.games.get('alphabet-merge');
  if (!gameId) throw new Error('the demo fundraiser has no Alphabet Merge');
  const player = await demoParticipant(app);
  const tokens = LEVELS.length * MAX_STARTS + WARM_UP;
  await giveTokens(app, player.accountId, tokens);
  const walletBefore = await walletOf(app, player.accountId);

  const others = await addCompetitors(app, Math.max(...LEVELS), MAX_STARTS);

  const http = new TimedHttp(app.apiUrls[0] as string, Math.max(...LEVELS));
  const startAs = async (token: string): Promise<string | null> => {
    const answer = await http.send('POST', routeTable.startRun.path, {
      body: { runId: randomUUID(), fundRaiserId: app.demo.fundraiserId, gameId },
      token,
    });
    return answer.status === 200 ? null : `${answer.status} ${answer.body.slice(0, 120)}`;
  };
  const start = () => startAs(player.token);
  const apiPid = app.apis[0]?.child.pid;

  await app.pool.query('drop table if exists bench_hot_wallet');
  await app.pool.query(
    'create table bench_hot_wallet (id int primary key, balance bigint not null check (balance >= 0))',
  );
  await app.pool.query('insert into bench_hot_wallet values (1, 1000000000)');

  // Warm-up (not measured): JIT, connection pools, the first run of each query plan.
  for (let index = 0; index < WARM_UP; index += 8) await Promise.all(Array.from({ length: 8 }, start));

  const rows: Record<string, string>[] = [];
  const controls: Record<string, string>[] = [];
  const results: Record<string, unknown>[] = [];
  try {
    for (const concurrency of LEVELS) {
      const floor = await baseline(app.pool, concurrency);
      const starts = await closedLoop(concurrency, MAX_STARTS, start, apiPid);
      const spread = await closedLoop(
        concurrency,
        MAX_STARTS,
        (loop) => startAs((others[loop] as Competitor).token),
        apiPid,
      );
      const ratio = starts.perSecond / floor.perSecond;
      const failed = (measure: Measure) => Object.values(measure.failed).reduce((sum, count) => sum + count, 0);
      rows.push({
        callers: String(concurrency),
        'one wallet: starts/s': fixed(starts.perSecond, 0),
        'p50 ms': fixed(starts.latency.p50),
        'p99 ms': fixed(starts.latency.p99),
        'FOR UPDATE loop/s': fixed(floor.perSecond, 0),
        'loop p50 ms': fixed(floor.latency.p50),
        'loop p99 ms': fixed(floor.latency.p99),
        'ratio (goal ≥ 1)': verdict(ratio, RATIO_GOAL, 'atLeast'),
        failed: String(failed(starts)),
        load: `${floor.load} / ${starts.load}`,
      });
      controls.push({
        callers: String(concurrency),
        'one wallet: starts/s': fixed(starts.perSecond, 0),
        'API CPU': `${fixed(starts.apiCpu * 100, 0)} %`,
        'API CPU ms/start': fixed((starts.apiCpu * 1000) / starts.perSecond),
        'one wallet each: starts/s': fixed(spread.perSecond, 0),
        'p50 ms': fixed(spread.latency.p50),
        'p99 ms': fixed(spread.latency.p99),
        'API CPU ': `${fixed(spread.apiCpu * 100, 0)} %`,
        'API CPU ms/start ': fixed((spread.apiCpu * 1000) / spread.perSecond),
        failed: String(failed(spread)),
        load: spread.load,
      });
      results.push({ concurrency, starts, baseline: floor, spread, ratio });
    }
  } finally {
    http.close();
    await app.pool.query('drop table if exists bench_hot_wallet');
  }

  const walletAfter = await walletOf(app, player.accountId);
  const { rows: opened } = await app.pool.query<{ count: string }>(
    `select count(*) from game_runs r join fundraiser_memberships m on m.id = r.membership_id
      where m.account_id = $1`,
    [player.accountId],
  );
  const ratios = results.map((result) => result.ratio as number);
  console.log(
    `\n${machine()}, 1-minute load ${loadAtStart} at start, ${loadNow()} at end; built API (1 instance, ` +
      `DATABASE_POOL_MAX default) + worker, embedded PostgreSQL (fsync off), ${SECONDS} s per measure`,
  );
  console.table(rows);
  console.log('control: the same starts, each caller on a wallet of its own');
  console.table(controls);
  console.log(
    `wallet: ${walletBefore} tokens before, ${walletAfter} after, ${opened[0]?.count ?? '?'} runs opened ` +
      `(each spent one token; the wallet never goes below zero: CHECK and conditional update). ` +
      `32-vs-8 ratio change: ${fixed((ratios[1] ?? NaN) / (ratios[0] ?? NaN), 2)}× (no collapse ≈ 1 or above)`,
  );
  for (const result of results) {
    for (const measure of ['starts', 'spread']) {
      const failed = (result[measure] as Measure).failed;
      if (Object.keys(failed).length > 0) console.log(`failed ${measure} at ${String(result.concurrency)}:`, failed);
    }
  }
  console.log(JSON.stringify({ bench: 'hot-wallet', seconds: SECONDS, results, loadAtStart, loadAtEnd: loadNow() }));
}

async function walletOf(app: CompeteApp, accountId: string): Promise<number> {
  const { rows } = await app.pool.query<{ tokens: string }>(
    `select coalesce(a.balance, 0) as tokens from fundraiser_memberships m
       left join ledger_accounts a on a.kind = 'wallet' and a.owner_id = 'membership:' || m.id::text
      where m.fundraiser_id = $1 and m.account_id = $2`,
    [app.demo.fundraiserId, accountId],
  );
  return Number(rows[0]?.tokens ?? NaN);
}

withCompeteApp(
  {
    database: 'bench_hot_wallet',
    apis: 1,
    poolMax: Math.max(...LEVELS) + 2,
    // The per-account pace limit (10 starts a minute) would refuse nearly every start: the bench measures the path.
    env: { COMPETE_STARTS_PER_MINUTE: '1000000' },
  },
  bench,
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
