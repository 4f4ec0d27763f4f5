/**
 * Hot wallet: compete starts on ONE wallet, 8 and then 32 at a time, against the same SQL sent bare from `pg`, in the
 * same run and the same PostgreSQL (issue #22: ≥ 0.5× of it at 8 and 32 callers, the 32 ratio not below the 8 one,
 * two fundraisers scaling independently).
 *
 * - FundPlay: the demo participant (one membership, one token wallet, filled with enough tokens first) starts runs
 *   of the demo fundraiser's Alphabet Merge through POST /api/gameRoutes/startRun, each with a fresh runId, from
 *   `C` concurrent keep-alive connections for a fixed time. A start is lookups, then ONE statement (the ledger's
 *   TokenSpendStatement with the start handler's CTEs) that spends the token and opens the run; it holds the
 *   wallet's row lock (and the fundraiser's token-issuance account's) for that statement, so starts on one wallet
 *   run one at a time, whatever the concurrency.
 * - Bare same SQL (the baseline): that statement, built for each start by the built backend's own StartRunHandler and
 *   TokenSpendStatement (lib/bare-start.ts: same wallet, fresh run ids, the looked-up account ids, the text MikroORM
 *   sends with the values inlined), sent through a `pg` Pool of the API's size (DATABASE_POOL_MAX, default 10) to
 *   the same database from the same `C` concurrent callers. "bare $n" sends it with bind parameters instead.
 * - FOR UPDATE loop (a reference): `C` connections loop over `BEGIN; SELECT balance … FOR UPDATE; UPDATE … SET
 *   balance = balance - 1; COMMIT` on a one-row table: the fastest PostgreSQL spends from one row.
 * - Two fundraisers: the same starts on two wallets in two fundraisers at once (C/2 callers each), through the API
 *   and bare, beside one wallet alone at C/2: each fundraiser's rate should be about what one alone gets (no row
 *   shared between fundraisers; each has its own token-issuance account), unless the API's CPU is the limit.
 * - Control: the same starts from `C` members of the demo fundraiser, one wallet each, at the same concurrency. If
 *   they are no faster than on one wallet, the wallet's lock is not what limits starts (the API's CPU or the
 *   fundraiser's issuance row is); the API process's CPU share (100 % = one core) and its CPU time per start.
 *
 * Read: starts/s and bare statements/s at each concurrency, their ratio (goal ≥ 0.5×) and whether the ratio holds
 * from 8 to 32; p50/p99 are the latencies each caller saw (at 32, most of it is waiting: in the API's pool, or for
 * the wallet's lock). "PG xacts/start" counts PostgreSQL transactions per start (lookups included; a start that lost
 * the one-open-run race to a concurrent start of the same player sends its statement again).
 * The load average is printed beside the figures: on a shared 2-core machine, other work moves them.
 *
 * `npm run build`, then `npx tsx scripts/bench/hot-wallet.ts [seconds per measure = 8] [max starts per level = 5000]`.
 * API_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles the API (written when it exits).
 */
import { randomUUID } from 'node:crypto';
import { routeTable } from '@fundplay/contracts';
import type { Pool } from 'pg';
import { bareStarts, type BareMember, type BareStarts } from './lib/bare-start';
import {
  addCompetitors,
  addRunningFundraiser,
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
/** The baselines are faster: bounded by time like the starts, with count caps of their own. */
const MAX_BARE = 40_000;
const MAX_DECREMENTS = 200_000;
const LEVELS = [8, 32];
const WARM_UP = 200;
const RATIO_GOAL = 0.5;
/** Starts on the demo participant's wallet, at most: API and bare measures, warm-ups. */
const TOKENS = LEVELS.length * (3 * MAX_STARTS + 4 * MAX_BARE) + 3 * MAX_BARE + 4 * WARM_UP;

interface Measure {
  done: number;
  failed: Record<string, number>;
  perSecond: number;
  latency: Latencies;
  load: string;
  /** CPU time of the API process over wall time (1 = one core busy all along). */
  apiCpu: number;
  /** PostgreSQL transactions per call (every session of the database): committed, and rolled back (a statement
   * that failed, e.g. a start that lost the one-open-run race and is sent again). */
  commitsPerCall: number;
  rollbacksPerCall: number;
}

type Once = (loop: number) => Promise<string | null>;

/** `concurrency` loops calling `once(loop)` until SECONDS have passed or `cap` calls were made. */
async function closedLoop(app: CompeteApp, concurrency: number, cap: number, once: Once): Promise<Measure> {
  const samples: number[] = [];
  const failed: Record<string, number> = {};
  let issued = 0;
  const apiPid = app.apis[0]?.child.pid;
  const apiCpuBefore = cpuMs(apiPid);
  const xactsBefore = await xacts(app.pool);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < deadline && issued < cap) {
        issued++;
        const t0 = performance.now();
        const failure = await once(loop).catch((error: unknown) =>
          error instanceof Error ? error.message.slice(0, 120) : String(error),
        );
        if (failure === null) samples.push(performance.now() - t0);
        else failed[failure] = (failed[failure] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const apiCpu = (cpuMs(apiPid) - apiCpuBefore) / (seconds * 1000);
  // The statistics reach pg_stat_database within a second of each transaction.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const xactsAfter = await xacts(app.pool);
  return {
    done: samples.length,
    failed,
    perSecond: samples.length / seconds,
    latency: latencies(samples),
    load: loadNow(),
    apiCpu,
    commitsPerCall: (xactsAfter.commits - xactsBefore.commits - 1) / Math.max(1, issued),
    rollbacksPerCall: (xactsAfter.rollbacks - xactsBefore.rollbacks) / Math.max(1, issued),
  };
}

/** Two closed loops at once (e.g. one per fundraiser), each measured on its own. */
function together(app: CompeteApp, concurrency: number, cap: number, first: Once, second: Once) {
  return Promise.all([closedLoop(app, concurrency, cap, first), closedLoop(app, concurrency, cap, second)]);
}

async function xacts(pool: Pool): Promise<{ commits: number; rollbacks: number }> {
  const { rows } = await pool.query<{ commits: string; rollbacks: string }>(
    `select xact_commit as commits, xact_rollback as rollbacks from pg_stat_database
      where datname = current_database()`,
  );
  return { commits: Number(rows[0]?.commits ?? NaN), rollbacks: Number(rows[0]?.rollbacks ?? NaN) };
}

async function forUpdateLoop(app: CompeteApp, concurrency: number): Promise<Measure> {
  const clients = await Promise.all(Array.from({ length: concurrency }, () => app.pool.connect()));
  try {
    // One connection per loop: a transaction's statements never interleave with another's.
    return await closedLoop(app, concurrency, MAX_DECREMENTS, async (loop) => {
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
  await giveTokens(app, player.accountId, TOKENS);
  const walletBefore = await walletOf(app, app.demo.fundraiserId, player.accountId);

  const others = await addCompetitors(app, Math.max(...LEVELS), MAX_STARTS);
  // A second fundraiser, with a participant holding as many tokens as the demo one's share of the two-fundraiser runs.
  const second = await addRunningFundraiser(app, ['alphabet-merge']);
  const secondGameId = second.games.get('alphabet-merge') as string;
  const [secondPlayer] = await addCompetitors(
    app,
    1,
    LEVELS.length * (MAX_STARTS + MAX_BARE) + MAX_BARE + 2 * WARM_UP,
    {
      fundraiserId: second.fundraiserId,
      groupIds: second.groupIds,
    },
  );
  if (!secondPlayer) throw new Error('no participant in the second fundraiser');

  const http = new TimedHttp(app.apiUrls[0] as string, Math.max(...LEVELS));
  const startAs = async (token: string, fundRaiserId: string, game: string): Promise<string | null> => {
    const answer = await http.send('POST', routeTable.startRun.path, {
      body: { runId: randomUUID(), fundRaiserId, gameId: game },
      token,
    });
    return answer.status === 200 ? null : `${answer.status} ${answer.body.slice(0, 120)}`;
  };
  const start = () => startAs(player.token, app.demo.fundraiserId, gameId);
  const startSecond = () => startAs(secondPlayer.token, second.fundraiserId, secondGameId);

  const bare = await bareStarts(app.apiEnv);
  const bareWithParameters = await bareStarts(app.apiEnv, { parameterised: true });
  const memberA: BareMember = { accountId: player.accountId, fundraiserId: app.demo.fundraiserId, gameId };
  const memberB: BareMember = {
    accountId: secondPlayer.accountId,
    fundraiserId: second.fundraiserId,
    gameId: secondGameId,
  };
  // A second wallet in the demo fundraiser: it shares the fundraiser's token-issuance account with memberA's.
  const memberA2: BareMember = {
    accountId: (others[0] as Competitor).accountId,
    fundraiserId: app.demo.fundraiserId,
    gameId,
  };
  for (const starts of [bare, bareWithParameters]) {
    await starts.member(memberA);
    await starts.member(memberB);
  }
  await bare.member(memberA2);
  await giveTokens(app, memberA2.accountId, MAX_BARE);
  const bareStart = (starts: BareStarts, member: BareMember) => async () => {
    await starts.start(member);
    return null;
  };

  await app.pool.query('drop table if exists bench_hot_wallet');
  await app.pool.query(
    'create table bench_hot_wallet (id int primary key, balance bigint not null check (balance >= 0))',
  );
  await app.pool.query('insert into bench_hot_wallet values (1, 1000000000)');

  // Warm-up (not measured): JIT, connection pools, the first run of each query plan; both fundraisers, both ways.
  for (const once of [start, startSecond, bareStart(bare, memberA), bareStart(bare, memberB)]) {
    for (let index = 0; index < WARM_UP; index += 8) await Promise.all(Array.from({ length: 8 }, once));
  }
  await bareWithParameters.start(memberA);

  // The statement alone: one caller, no wallet lock to wait for and no open-run race to lose.
  const single = await closedLoop(app, 1, MAX_BARE, bareStart(bare, memberA));
  // And from one caller on each fundraiser at once: twice the one's rate if they share no row (and CPU is spare).
  const [singleA, singleB] = await together(app, 1, MAX_BARE, bareStart(bare, memberA), bareStart(bare, memberB));
  // The same beside a second wallet of the same fundraiser (one issuance account between them), for contrast.
  const [sameA, sameA2] = await together(app, 1, MAX_BARE, bareStart(bare, memberA), bareStart(bare, memberA2));

  const rows: Record<string, string>[] = [];
  const twoRows: Record<string, string>[] = [];
  const controls: Record<string, string>[] = [];
  const results: Record<string, unknown>[] = [];
  try {
    for (const concurrency of LEVELS) {
      const half = concurrency / 2;
      const bareBefore = bare.statements;
      const floor = await closedLoop(app, concurrency, MAX_BARE, bareStart(bare, memberA));
      const bareStatementsPerStart = (bare.statements - bareBefore) / Math.max(1, floor.done);
      const withParameters = await closedLoop(app, concurrency, MAX_BARE, bareStart(bareWithParameters, memberA));
      const loop = await forUpdateLoop(app, concurrency);
      const starts = await closedLoop(app, concurrency, MAX_STARTS, start);
      const spread = await closedLoop(app, concurrency, MAX_STARTS, (index) =>
        startAs((others[index] as Competitor).token, app.demo.fundraiserId, gameId),
      );
      const apiAlone = await closedLoop(app, half, MAX_STARTS, start);
      const [apiA, apiB] = await together(app, half, MAX_STARTS, start, startSecond);
      const bareAlone = await closedLoop(app, half, MAX_BARE, bareStart(bare, memberA));
      const [bareA, bareB] = await together(app, half, MAX_BARE, bareStart(bare, memberA), bareStart(bare, memberB));
      const ratio = starts.perSecond / floor.perSecond;
      const failed = (measure: Measure) => Object.values(measure.failed).reduce((sum, count) => sum + count, 0);
      rows.push({
        callers: String(concurrency),
        'FundPlay starts/s': fixed(starts.perSecond, 0),
        'p50 ms': fixed(starts.latency.p50),
        'p99 ms': fixed(starts.latency.p99),
        'bare same SQL/s': fixed(floor.perSecond, 0),
        'bare p50 ms': fixed(floor.latency.p50),
        'bare p99 ms': fixed(floor.latency.p99),
        [`ratio (goal ≥ ${RATIO_GOAL})`]: verdict(ratio, RATIO_GOAL, 'atLeast'),
        'bare $n/s': fixed(withParameters.perSecond, 0),
        'FOR UPDATE loop/s': fixed(loop.perSecond, 0),
        'PG commits+rollbacks/start: API; bare':
          `${fixed(starts.commitsPerCall)}+${fixed(starts.rollbacksPerCall, 2)}; ` +
          `${fixed(floor.commitsPerCall)}+${fixed(floor.rollbacksPerCall, 2)}`,
        failed: `${failed(starts)}/${failed(floor)}`,
        load: `${floor.load} / ${starts.load}`,
      });
      twoRows.push({
        callers: `${concurrency} (${half} + ${half})`,
        'API: one alone at C/2': fixed(apiAlone.perSecond, 0),
        'API: fundraiser A': fixed(apiA.perSecond, 0),
        'API: fundraiser B': fixed(apiB.perSecond, 0),
        'API: A+B / alone': fixed((apiA.perSecond + apiB.perSecond) / apiAlone.perSecond, 2),
        'API CPU (two)': `${fixed(apiA.apiCpu * 100, 0)} %`,
        'bare: one alone at C/2': fixed(bareAlone.perSecond, 0),
        'bare: A': fixed(bareA.perSecond, 0),
        'bare: B': fixed(bareB.perSecond, 0),
        'bare: A+B / alone': fixed((bareA.perSecond + bareB.perSecond) / bareAlone.perSecond, 2),
        failed: String([apiAlone, apiA, apiB, bareAlone, bareA, bareB].map(failed).reduce((a, b) => a + b, 0)),
        load: bareB.load,
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
      results.push({
        concurrency,
        starts,
        bare: floor,
        bareStatementsPerStart,
        bareWithParameters: withParameters,
        forUpdateLoop: loop,
        spread,
        twoFundraisers: { apiAlone, apiA, apiB, bareAlone, bareA, bareB },
        ratio,
      });
    }
  } finally {
    http.close();
    await app.pool.query('drop table if exists bench_hot_wallet');
    await bare.close();
    await bareWithParameters.close();
  }

  const walletAfter = await walletOf(app, app.demo.fundraiserId, player.accountId);
  const { rows: opened } = await app.pool.query<{ count: string }>(
    `select count(*) from game_runs r join fundraiser_memberships m on m.id = r.membership_id
      where m.account_id = $1`,
    [player.accountId],
  );
  const ratios = results.map((result) => result.ratio as number);
  console.log(
    `\n${machine()}, 1-minute load ${loadAtStart} at start, ${loadNow()} at end; built API (1 instance, ` +
      `DATABASE_POOL_MAX ${bare.poolMax}) + worker, embedded PostgreSQL (fsync off), ${SECONDS} s per measure; ` +
      `bare: the API's statement through a pg Pool of ${bare.poolMax}`,
  );
  console.table(rows);
  console.log(
    `bare same SQL from 1 caller (no lock wait, no race): ${fixed(single.perSecond, 0)}/s, ` +
      `p50 ${fixed(single.latency.p50, 2)} ms, p99 ${fixed(single.latency.p99, 2)} ms`,
  );
  console.log(
    `two fundraisers, bare same SQL from 1 caller each at once: A ${fixed(singleA.perSecond, 0)}/s, ` +
      `B ${fixed(singleB.perSecond, 0)}/s, A+B = ${fixed((singleA.perSecond + singleB.perSecond) / single.perSecond, 2)}× ` +
      `one alone (load ${singleB.load}); two wallets of ONE fundraiser, 1 caller each: ` +
      `${fixed(sameA.perSecond, 0)}/s + ${fixed(sameA2.perSecond, 0)}/s = ` +
      `${fixed((sameA.perSecond + sameA2.perSecond) / single.perSecond, 2)}× (load ${sameA2.load})`,
  );
  console.log(
    'bare statements per start (open-run race retries included): ' +
      results
        .map((result) => `${String(result.concurrency)}: ${fixed(result.bareStatementsPerStart as number, 2)}`)
        .join(', '),
  );
  console.log('two fundraisers at once (C/2 callers on one wallet in each), beside one wallet alone at C/2');
  console.table(twoRows);
  console.log('control: the same starts, each caller on a wallet of its own (one fundraiser)');
  console.table(controls);
  console.log(
    `wallet: ${walletBefore} tokens before, ${walletAfter} after, ${opened[0]?.count ?? '?'} runs opened ` +
      `(each spent one token; the wallet never goes below zero: CHECK and conditional update). ` +
      `32-vs-8 ratio change: ${fixed((ratios[1] ?? NaN) / (ratios[0] ?? NaN), 2)}× (goal ≥ 1)`,
  );
  for (const result of results) {
    for (const [name, measure] of Object.entries(result)) {
      const failed = (measure as Partial<Measure> | null)?.failed;
      if (failed && Object.keys(failed).length > 0) {
        console.log(`failed ${name} at ${String(result.concurrency)}:`, failed);
      }
    }
  }
  console.log(
    JSON.stringify({
      bench: 'hot-wallet',
      seconds: SECONDS,
      results,
      single,
      singleA,
      singleB,
      sameA,
      sameA2,
      loadAtStart,
      loadAtEnd: loadNow(),
    }),
  );
}

async function walletOf(app: CompeteApp, fundraiserId: string, accountId: string): Promise<number> {
  const { rows } = await app.pool.query<{ tokens: string }>(
    `select coalesce(a.balance, 0) as tokens from fundraiser_memberships m
       left join ledger_accounts a on a.kind = 'wallet' and a.owner_id = 'membership:' || m.id::text
      where m.fundraiser_id = $1 and m.account_id = $2`,
    [fundraiserId, accountId],
  );
  return Number(rows[0]?.tokens ?? NaN);
}

withCompeteApp(
  {
    database: 'bench_hot_wallet',
    apis: 1,
    poolMax: Math.max(...LEVELS) + 4,
    // The per-account pace limit (10 starts a minute) would refuse nearly every start: the bench measures the path.
    env: { COMPETE_STARTS_PER_MINUTE: '1000000' },
  },
  bench,
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
