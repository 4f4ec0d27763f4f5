/**
 * Score submit → leaderboard top-10 read, against Redis doing the bare sorted-set work (`redis-benchmark` ZADD and
 * ZREVRANGE on the same Redis), in the same run.
 *
 * Setup (not measured): `members` participants of the demo fundraiser (over its two groups), each with tokens and
 * a session; for each round, every member starts an Alphabet Merge run (POST /api/gameRoutes/startRun) and the
 * bench plays it through the game's own core from the issued seed (`replayFromMoves`, random slides), so every
 * replay is valid and scores differ. The board therefore holds `members` players.
 *
 * Measured, each from `concurrency` keep-alive connections to the one API instance:
 *  1. submits: every member's finishRun (the server replays the run in its verifier pool, records the verdict and
 *     ranks it) — verified submits/s and latency; vs `redis-benchmark ZADD board __rand_int__ member:__rand_int__`
 *     (`-r members`, so as many players);
 *  2. reads: GET /api/gameRoutes/leaderboard?limit=10 (anonymous, `accept-encoding: gzip, br` as a browser sends)
 *     for `seconds` — reads/s and latency; vs `redis-benchmark ZREVRANGE board 0 9 WITHSCORES`;
 *  3. together: half the connections submit a second round while the other half read until the submits are done;
 *     vs both redis-benchmark commands at once, each with half the connections.
 * Read: throughput ratios (goal ≥ 0.25×) and the read p99 as a multiple of Redis's (goal ≤ 5×). Redis's figures
 * are what the store could do if the API added nothing: HTTP, auth, validation, PostgreSQL and the verifier are
 * the API's share. For context, a bare node:http server that answers each GET with one ZREVRANGE
 * (lib/bare-read-server.ts in a child process, same client, same connections) shows how much of the gap any Node
 * HTTP service has before FundPlay does anything (its figures in parentheses; no goal). The worker projects each
 * verified run again and broadcasts it while this runs (as in production); the load average is printed beside the
 * figures (2 shared cores).
 *
 * `npm run build`, then
 * `npx tsx scripts/bench/leaderboard-throughput.ts [members = 400] [concurrency = 16] [read seconds = 8]`.
 * Needs redis-benchmark (Debian: apt-get install -y redis-tools).
 *
 * Longer than 300 lines on purpose: one benchmark that reads top to bottom (set up, measure three ways, print each
 * beside Redis's figure). What it shares with others, or runs in another process, is in lib/.
 */
import { fork } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  routeTable,
  type ApiResponse,
  type CompeteRunResult,
  type CompeteRunStart,
  type Leaderboard,
} from '@fundplay/contracts';
import { replayFromMoves } from '@fundplay/game-cores';
import { Redis } from 'ioredis';
import { addCompetitors, startedAnHourAgo, withCompeteApp, type CompeteApp, type Competitor } from './lib/compete-app';
import { fixed, inParallel, latencies, loadNow, machine, verdict, type Latencies } from './lib/figures';
import { redisBenchmark, redisBenchmarkPath } from './lib/redis-benchmark';
import { TimedHttp } from './lib/timed-http';

const MEMBERS = Number(process.argv[2] ?? 400);
const CONCURRENCY = Number(process.argv[3] ?? 16);
const READ_SECONDS = Number(process.argv[4] ?? 8);
const REDIS_REQUESTS = 200_000;
const THROUGHPUT_GOAL = 0.25;
const P99_GOAL = 5;
const SLUG = 'alphabet-merge';

interface Prepared {
  player: Competitor;
  body: { runId: string; ticket: string; replay: unknown };
}

interface Rate {
  done: number;
  perSecond: number;
  latency: Latencies;
  failed: number;
  load: string;
}

/** The bare read server (lib/bare-read-server.ts) in a child process. */
async function startBareReads(redisUrl: string, board: string) {
  const child = fork(join(__dirname, 'lib', 'bare-read-server.ts'), [redisUrl, board], { execArgv: process.execArgv });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the bare read server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.disconnect() };
}

/** Random slides every 3–6 ticks (a person's pace), 10–60 of them: a valid, distinct game from this seed. */
function randomReplay(seed: number) {
  const moves: [number, string][] = [];
  let tick = 0;
  for (let index = randomInt(10, 61); index > 0; index--) {
    tick += randomInt(3, 7);
    moves.push([tick, 'lrud'[randomInt(0, 4)] as string]);
  }
  return replayFromMoves(SLUG, seed, moves);
}

async function prepareRound(app: CompeteApp, http: TimedHttp, players: Competitor[], gameId: string) {
  const prepared: Prepared[] = [];
  await inParallel(players, 8, async (player) => {
    const answer = await http.send('POST', routeTable.startRun.path, {
      body: { runId: randomUUID(), fundRaiserId: app.demo.fundraiserId, gameId },
      token: player.token,
    });
    if (answer.status !== 200) throw new Error(`startRun answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    const run = (JSON.parse(answer.body) as ApiResponse<CompeteRunStart>).data;
    prepared.push({ player, body: { runId: run.runId, ticket: run.ticket, replay: randomReplay(run.seed) } });
  });
  await startedAnHourAgo(
    app,
    prepared.map(({ body }) => body.runId),
  );
  return prepared;
}

async function submitAll(http: TimedHttp, runs: Prepared[], concurrency: number): Promise<Rate> {
  const samples: number[] = [];
  let failed = 0;
  const started = performance.now();
  await inParallel(runs, concurrency, async ({ player, body }) => {
    const answer = await http.send('POST', routeTable.finishRun.path, { body, token: player.token });
    const result = answer.status === 200 ? (JSON.parse(answer.body) as ApiResponse<CompeteRunResult>).data : null;
    if (result?.verified) samples.push(answer.ms);
    else failed++;
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    done: samples.length,
    perSecond: samples.length / seconds,
    latency: latencies(samples),
    failed,
    load: loadNow(),
  };
}

async function readUntil(http: TimedHttp, path: string, concurrency: number, done: () => boolean): Promise<Rate> {
  const samples: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!done()) {
        const answer = await http.send('GET', path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        if (answer.status === 200) samples.push(answer.ms);
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    done: samples.length,
    perSecond: samples.length / seconds,
    latency: latencies(samples),
    failed,
    load: loadNow(),
  };
}

async function bench(app: CompeteApp): Promise<void> {
  const loadAtStart = loadNow();
  const gameId = app.demo.games.get(SLUG);
  if (!gameId) throw new Error(`the demo fundraiser has no ${SLUG}`);
  const redisPort = Number(new URL(app.redisUrl).port);
  const board = `${app.redisKeyPrefix}:bench:board`;
  const zadd = ['ZADD', board, '__rand_int__', 'member:__rand_int__'];
  const zrevrange = ['ZREVRANGE', board, '0', '9', 'WITHSCORES'];
  redisBenchmarkPath();

  const setupStarted = performance.now();
  const players = await addCompetitors(app, MEMBERS, 100);
  const setupHttp = new TimedHttp(app.apiUrls[0] as string, 8);
  const firstRound = await prepareRound(app, setupHttp, players, gameId);
  console.log(
    `setup: ${MEMBERS} members with tokens and open runs in ${fixed((performance.now() - setupStarted) / 1000)} s`,
  );

  const http = new TimedHttp(app.apiUrls[0] as string, CONCURRENCY);
  const readPath = `${routeTable.leaderboard.path}?${new URLSearchParams({
    fundRaiserId: app.demo.fundraiserId,
    gameId,
    limit: '10',
  }).toString()}`;
  // Warm-up (not measured): the read path, and the verifier pool's first replays.
  const warmUp = performance.now() + 1000;
  await readUntil(http, readPath, 4, () => performance.now() > warmUp);

  // A board of MEMBERS players for redis-benchmark to read, as FundPlay's will be.
  const redis = new Redis(app.redisUrl);
  const depth: (string | number)[] = [];
  for (let index = 0; index < MEMBERS; index++) depth.push(randomInt(0, 1_000_000), `member:${index}`);
  await redis.zadd(board, ...depth);

  try {
    // 1. submits
    const redisZadd = await redisBenchmark(redisPort, CONCURRENCY, REDIS_REQUESTS, MEMBERS, zadd);
    const submits = await submitAll(http, firstRound, CONCURRENCY);
    const top = JSON.parse((await http.send('GET', readPath)).body) as ApiResponse<Leaderboard>;

    // 2. reads
    const redisRead = await redisBenchmark(redisPort, CONCURRENCY, REDIS_REQUESTS, MEMBERS, zrevrange);
    const readDeadline = performance.now() + READ_SECONDS * 1000;
    const reads = await readUntil(http, readPath, CONCURRENCY, () => performance.now() > readDeadline);
    const bareServer = await startBareReads(app.redisUrl, board);
    const bareHttp = new TimedHttp(bareServer.url, CONCURRENCY);
    const bareDeadline = performance.now() + READ_SECONDS * 1000;
    const bareReads = await readUntil(bareHttp, '/', CONCURRENCY, () => performance.now() > bareDeadline).finally(
      () => {
        bareHttp.close();
        bareServer.stop();
      },
    );

    // 3. together
    const secondRound = await prepareRound(app, setupHttp, players, gameId);
    const half = Math.max(1, Math.floor(CONCURRENCY / 2));
    const [redisMixedWrite, redisMixedRead] = await Promise.all([
      redisBenchmark(redisPort, half, REDIS_REQUESTS / 2, MEMBERS, zadd),
      redisBenchmark(redisPort, half, REDIS_REQUESTS / 2, MEMBERS, zrevrange),
    ]);
    let submitting = true;
    const [mixedSubmits, mixedReads] = await Promise.all([
      submitAll(http, secondRound, half).finally(() => (submitting = false)),
      readUntil(http, readPath, half, () => !submitting),
    ]);

    const rows = [
      {
        measure: 'submits (finishRun, verified)',
        'FundPlay /s': fixed(submits.perSecond, 0),
        'p50 ms': fixed(submits.latency.p50),
        'p99 ms': fixed(submits.latency.p99),
        'Redis /s': `${fixed(redisZadd.perSecond, 0)} ZADD`,
        'Redis p99 ms': fixed(redisZadd.p99, 2),
        'ratio (≥ 0.25)': verdict(submits.perSecond / redisZadd.perSecond, THROUGHPUT_GOAL, 'atLeast'),
        'read p99 ratio (≤ 5)': '',
        failed: String(submits.failed),
        load: submits.load,
      },
      {
        measure: 'top-10 reads (GET leaderboard)',
        'FundPlay /s': fixed(reads.perSecond, 0),
        'p50 ms': fixed(reads.latency.p50),
        'p99 ms': fixed(reads.latency.p99),
        'Redis /s': `${fixed(redisRead.perSecond, 0)} ZREVRANGE`,
        'Redis p99 ms': fixed(redisRead.p99, 2),
        'ratio (≥ 0.25)': verdict(reads.perSecond / redisRead.perSecond, THROUGHPUT_GOAL, 'atLeast'),
        'read p99 ratio (≤ 5)': `${verdict(reads.latency.p99 / redisRead.p99, P99_GOAL, 'atMost')}`,
        failed: String(reads.failed),
        load: reads.load,
      },
      {
        measure: 'context: bare node:http + ZREVRANGE',
        'FundPlay /s': fixed(bareReads.perSecond, 0),
        'p50 ms': fixed(bareReads.latency.p50),
        'p99 ms': fixed(bareReads.latency.p99),
        'Redis /s': '',
        'Redis p99 ms': '',
        'ratio (≥ 0.25)': `(${fixed(bareReads.perSecond / redisRead.perSecond, 3)})`,
        'read p99 ratio (≤ 5)': `(${fixed(bareReads.latency.p99 / redisRead.p99, 1)})`,
        failed: String(bareReads.failed),
        load: bareReads.load,
      },
      {
        measure: 'together: submits',
        'FundPlay /s': fixed(mixedSubmits.perSecond, 0),
        'p50 ms': fixed(mixedSubmits.latency.p50),
        'p99 ms': fixed(mixedSubmits.latency.p99),
        'Redis /s': `${fixed(redisMixedWrite.perSecond, 0)} ZADD`,
        'Redis p99 ms': fixed(redisMixedWrite.p99, 2),
        'ratio (≥ 0.25)': '',
        'read p99 ratio (≤ 5)': '',
        failed: String(mixedSubmits.failed),
        load: mixedSubmits.load,
      },
      {
        measure: 'together: reads',
        'FundPlay /s': fixed(mixedReads.perSecond, 0),
        'p50 ms': fixed(mixedReads.latency.p50),
        'p99 ms': fixed(mixedReads.latency.p99),
        'Redis /s': `${fixed(redisMixedRead.perSecond, 0)} ZREVRANGE`,
        'Redis p99 ms': fixed(redisMixedRead.p99, 2),
        'ratio (≥ 0.25)': '',
        'read p99 ratio (≤ 5)': `${verdict(mixedReads.latency.p99 / redisMixedRead.p99, P99_GOAL, 'atMost')}`,
        failed: String(mixedReads.failed),
        load: mixedReads.load,
      },
      {
        measure: 'together: submits + reads',
        'FundPlay /s': fixed(mixedSubmits.perSecond + mixedReads.perSecond, 0),
        'p50 ms': '',
        'p99 ms': '',
        'Redis /s': fixed(redisMixedWrite.perSecond + redisMixedRead.perSecond, 0),
        'Redis p99 ms': '',
        'ratio (≥ 0.25)': verdict(
          (mixedSubmits.perSecond + mixedReads.perSecond) / (redisMixedWrite.perSecond + redisMixedRead.perSecond),
          THROUGHPUT_GOAL,
          'atLeast',
        ),
        'read p99 ratio (≤ 5)': '',
        failed: '',
        load: '',
      },
    ];
    console.log(
      `\n${machine()}, 1-minute load ${loadAtStart} at start, ${loadNow()} at end; built API (1 instance) + worker, ` +
        `embedded PostgreSQL (fsync off), local Redis; ${CONCURRENCY} connections (together: ${half} + ${half}); ` +
        `board of ${top.data.totalPlayers} players after the first round; redis-benchmark -n ${REDIS_REQUESTS} -r ${MEMBERS}`,
    );
    console.table(rows);
    console.log(
      JSON.stringify({
        bench: 'leaderboard-throughput',
        members: MEMBERS,
        concurrency: CONCURRENCY,
        submits,
        reads,
        bareReads,
        mixedSubmits,
        mixedReads,
        redis: { zadd: redisZadd, zrevrange: redisRead, mixed: [redisMixedWrite, redisMixedRead] },
        loadAtStart,
        loadAtEnd: loadNow(),
      }),
    );
  } finally {
    await redis.del(board);
    redis.disconnect();
    http.close();
    setupHttp.close();
  }
}

withCompeteApp({ database: 'bench_leaderboard', apis: 1 }, bench).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
