/**
 * Live fan-out: `clients` Socket.IO clients (socket.io-client, websocket transport, default 5,000) in one
 * leaderboard room, split evenly over two server instances that share Redis, receiving one board update at a time.
 *
 * - FundPlay: two built API instances (Redis adapter) and the worker. Each update is a real verified score: a
 *   member's Alphabet Merge run (started and played beforehand, not measured) is finished through API instance 1
 *   (POST /api/gameRoutes/finishRun: replayed in the verifier pool, recorded, ScoreSubmitted in the outbox); the
 *   worker's projection job emits `leaderboard:changed` {fundraiserId, gameId, version} through the Redis emitter,
 *   and both API instances send it to their clients in `leaderboard:<fundraiserId>:<gameId>`.
 * - Baseline: two bare Socket.IO servers (scripts/bench/lib/bare-socket-server.ts: the same socket.io and Redis
 *   adapter, nothing else); each update is `POST /broadcast` to instance 1, which emits the same event and payload
 *   to the same room on both instances.
 *
 * Figures, over `rounds` updates each (after 2 warm-up rounds), the next sent once every client has the last:
 * - delivery: from the moment the submit (or the broadcast request) is sent to each client's receipt, p50/p99
 *   over every (client, update); as a ratio to the baseline's (goal ≤ 1.5×). One update slowed by something else
 *   on the machine is 1/rounds of the samples and so sets the pooled p99 alone: the median of the updates' own
 *   p99s is shown beside it, with its ratio. "first" is the first client's receipt (FundPlay's pipeline: verify,
 *   commit, outbox, queue, job, Redis) and "spread" the time from the first client's receipt to each other one's
 *   (the fan-out alone).
 * - CPU: user + system time of the server processes during the rounds, per update (from /proc; 10 ms ticks),
 *   both instances together and instance 2 alone (instance 1 also handles the submit; instance 2 only fans out),
 *   as a ratio to the baseline's (goal ≤ 1.5×). The worker's and the client processes' CPU are shown too.
 * All of it runs on one machine: the clients' own CPU (receiving 5,000 messages on 2 cores) is in every latency,
 * both sides alike, and the load average is printed. Every client is one TCP connection, i.e. one file descriptor
 * in a client process and one in a server process: if the open-file limit (`ulimit -n`) cannot hold that, the
 * count is lowered to what fits, and the output says so.
 *
 * `npm run build`, then `npx tsx scripts/bench/live-fanout.ts [clients = 5000] [rounds = 20] [client processes = 2]`.
 * `FANOUT_INSTANCES=1` runs one server on each side instead of two: what one API node holds (issue #22:
 * `FANOUT_INSTANCES=1 npx tsx scripts/bench/live-fanout.ts 10000`; the one server then holds every socket, so
 * `ulimit -n` must be above 10,256). "KB/socket" is the resident memory instance 1 gained per client it holds
 * (RSS 2 s after the last client subscribed, minus RSS before the first connected).
 *
 * Longer than 300 lines on purpose: one benchmark that reads top to bottom (both sides measured the same way, then
 * compared). The processes it drives (clients, bare servers) and what other benchmarks share are in lib/.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable, type ApiResponse, type CompeteRunResult, type CompeteRunStart } from '@fundplay/contracts';
import { replayFromMoves } from '@fundplay/game-cores';
import type { BareServerStart } from './lib/bare-socket-server';
import { ClientFleet } from './lib/client-fleet';
import { addCompetitors, startedAnHourAgo, withCompeteApp, type CompeteApp } from './lib/compete-app';
import {
  cpuMs,
  fixed,
  inParallel,
  latencies,
  loadNow,
  machine,
  openFileLimit,
  verdict,
  type Latencies,
} from './lib/figures';
import { TimedHttp } from './lib/timed-http';

const WANTED_CLIENTS = Number(process.argv[2] ?? 5000);
const ROUNDS = Number(process.argv[3] ?? 20);
const CLIENT_PROCESSES = Number(process.argv[4] ?? 2);
/** Server instances on each side: 2 (the fan-out across nodes), or 1 to see what one node holds (issue #22). */
const INSTANCES = Number(process.env.FANOUT_INSTANCES ?? 2);
const WARM_UP = 2;
const RATIO_GOAL = 1.5;
const EVENT = 'leaderboard:changed';
const SLUG = 'alphabet-merge';
/** Descriptors a process needs besides its sockets (Node, Redis, PostgreSQL, logs). */
const SPARE_FDS = 256;

const now = () => Number(process.hrtime.bigint()) / 1e6;
/** A process's resident memory, KB (Linux /proc). */
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As many clients as the open-file limit lets one client process and one server instance hold. */
function clientsThatFit(): { clients: number; limit: number } {
  const limit = openFileLimit();
  const perClientProcess = Math.max(0, limit - SPARE_FDS) * CLIENT_PROCESSES;
  const perServers = Math.max(0, limit - SPARE_FDS) * INSTANCES;
  return { clients: Math.min(WANTED_CLIENTS, perClientProcess, perServers), limit };
}

/* ---------- one side: connect, warm up, rounds, collect ---------- */

interface Side {
  name: string;
  urls: string[];
  /** Server processes whose CPU counts, instance 1 first. */
  serverPids: number[];
  extraPids: Record<string, number>;
  /** Sends update `round` (warm-ups are negative); resolves with the version clients will receive. */
  trigger(round: number): Promise<number>;
}

interface SideResult {
  name: string;
  connected: number;
  byUrl: Record<string, number>;
  failedToConnect: number;
  rounds: number;
  delivered: number;
  missing: number;
  lost: number;
  delivery: Latencies;
  /** Each update's own p99: its median is robust to one update slowed by something else on the machine. */
  roundP99: Latencies;
  first: Latencies;
  spread: Latencies;
  /** ms of CPU per update. */
  cpuPerUpdate: { servers: number; instance1: number; instance2: number; clients: number } & Record<string, number>;
  /** Resident memory instance 1 gained per client it holds, KB (RSS after connecting minus before). */
  kbPerSocket: number;
  load: string;
}

async function measure(side: Side, clients: number, room: string): Promise<SideResult> {
  const fleet = new ClientFleet(CLIENT_PROCESSES, EVENT);
  try {
    const rssBefore = rssKb(side.serverPids[0] ?? -1);
    const connectStarted = performance.now();
    const connection = await fleet.connect(side.urls, clients, room);
    // Settled: what the connections hold, not the garbage their handshakes left.
    await pause(2000);
    const kbPerSocket = (rssKb(side.serverPids[0] ?? -1) - rssBefore) / (connection.byUrl[side.urls[0] ?? ''] ?? NaN);
    console.log(
      `${side.name}: ${connection.connected} clients connected and subscribed in ` +
        `${fixed((performance.now() - connectStarted) / 1000)} s (${JSON.stringify(connection.byUrl)})` +
        (connection.failed > 0 ? `; ${connection.failed} failed: ${connection.firstError ?? ''}` : ''),
    );
    if (connection.connected === 0) throw new Error(`${side.name}: no client could connect`);

    for (let round = -WARM_UP; round < 0; round++) {
      const version = await side.trigger(round);
      // The first update also waits for the worker to be up.
      if (!(await fleet.waitFor(version, 60_000))) console.log(`${side.name}: warm-up update ${version} incomplete`);
      await pause(300);
    }
    await fleet.collect();

    const sentAt = new Map<number, number>();
    const pids = {
      ...Object.fromEntries(side.serverPids.map((pid, index) => [`instance${index + 1}`, pid])),
      ...side.extraPids,
    };
    const cpu: Record<string, number> = {};
    const clientCpu = () => fleet.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    let clientMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
      const clientsBefore = clientCpu();
      const sent = now();
      const version = await side.trigger(round);
      sentAt.set(version, sent);
      const complete = await fleet.waitFor(version, 15_000);
      for (const [name, pid] of Object.entries(pids)) cpu[name] = (cpu[name] ?? 0) + cpuMs(pid) - (before[name] ?? 0);
      clientMs += clientCpu() - clientsBefore;
      if (!complete) console.log(`${side.name}: update ${version} did not reach every client within 15 s`);
      await pause(250);
    }
    const load = loadNow();
    const { receipts, lost } = await fleet.collect();

    const delivery: number[] = [];
    const first: number[] = [];
    const spread: number[] = [];
    const roundP99: number[] = [];
    for (const [version, sent] of sentAt) {
      const times = receipts.get(version) ?? [];
      const earliest = Math.min(...times);
      if (times.length > 0) first.push(earliest - sent);
      for (const time of times) {
        delivery.push(time - sent);
        spread.push(time - earliest);
      }
      roundP99.push(latencies(times.map((time) => time - sent)).p99);
    }
    const perUpdate = (ms: number) => ms / ROUNDS;
    const instance1 = perUpdate(cpu.instance1 ?? Number.NaN);
    const instance2 = perUpdate(cpu.instance2 ?? Number.NaN);
    return {
      name: side.name,
      connected: connection.connected,
      byUrl: connection.byUrl,
      failedToConnect: connection.failed,
      rounds: ROUNDS,
      delivered: delivery.length,
      missing: connection.connected * ROUNDS - delivery.length,
      lost,
      delivery: latencies(delivery),
      roundP99: latencies(roundP99),
      first: latencies(first),
      spread: latencies(spread),
      cpuPerUpdate: {
        ...Object.fromEntries(Object.entries(cpu).map(([name, ms]) => [name, perUpdate(ms)])),
        servers: instance1 + (INSTANCES > 1 ? instance2 : 0),
        instance1,
        instance2,
        clients: perUpdate(clientMs),
      },
      load,
      kbPerSocket,
    };
  } finally {
    await fleet.close();
  }
}

/* ---------- the baseline's servers ---------- */

async function startBareServers(redisUrl: string, key: string): Promise<{ urls: string[]; children: ChildProcess[] }> {
  const children = Array.from({ length: INSTANCES }, () =>
    fork(join(__dirname, 'lib', 'bare-socket-server.ts'), [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const ports = await Promise.all(
    children.map(
      (child) =>
        new Promise<number>((resolve, reject) => {
          child.once('message', (message: { port: number }) => resolve(message.port));
          child.once('exit', (code) => reject(new Error(`a bare Socket.IO server exited (${code})`)));
          child.send({ redisUrl, key } satisfies BareServerStart);
        }),
    ),
  );
  return { urls: ports.map((port) => `http://127.0.0.1:${port}`), children };
}

async function stopChildren(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.disconnect();
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
}

/* ---------- FundPlay's side: prepared runs, finished one per update ---------- */

interface PreparedRun {
  token: string;
  body: { runId: string; ticket: string; replay: unknown };
}

async function prepareRuns(app: CompeteApp, gameId: string, count: number): Promise<PreparedRun[]> {
  const players = await addCompetitors(app, count, 100);
  const http = new TimedHttp(app.apiUrls[0] as string, 4);
  const runs: PreparedRun[] = [];
  try {
    await inParallel(players, 4, async (player) => {
      const answer = await http.send('POST', routeTable.startRun.path, {
        body: { runId: randomUUID(), fundRaiserId: app.demo.fundraiserId, gameId },
        token: player.token,
      });
      if (answer.status !== 200) throw new Error(`startRun answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      const run = (JSON.parse(answer.body) as ApiResponse<CompeteRunStart>).data;
      let tick = 0;
      const moves = Array.from({ length: randomInt(20, 60) }, () => {
        tick += randomInt(3, 7);
        return [tick, 'lrud'[randomInt(0, 4)] as string] as [number, string];
      });
      runs.push({
        token: player.token,
        body: { runId: run.runId, ticket: run.ticket, replay: replayFromMoves(SLUG, run.seed, moves) },
      });
    });
  } finally {
    http.close();
  }
  await startedAnHourAgo(
    app,
    runs.map(({ body }) => body.runId),
  );
  return runs;
}

async function bench(app: CompeteApp): Promise<void> {
  const loadAtStart = loadNow();
  const { clients, limit } = clientsThatFit();
  if (clients < WANTED_CLIENTS) {
    console.log(
      `open-file limit ${limit} per process: ${WANTED_CLIENTS} clients do not fit (one descriptor per client in a ` +
        `client process and in a server); measuring ${clients}. Raise it with \`ulimit -n\` to measure more.`,
    );
  }
  const gameId = app.demo.games.get(SLUG);
  if (!gameId) throw new Error(`the demo fundraiser has no ${SLUG}`);
  const room = `leaderboard:${app.demo.fundraiserId}:${gameId}`;
  const runs = await prepareRuns(app, gameId, WARM_UP + ROUNDS);

  // Baseline first, while the app idles; then FundPlay.
  const bare = await startBareServers(app.redisUrl, `${app.redisKeyPrefix}-bare:socket.io`);
  let baseline: SideResult;
  try {
    const http = new TimedHttp(bare.urls[0] as string, 1);
    baseline = await measure(
      {
        name: 'bare Socket.IO',
        urls: bare.urls,
        serverPids: bare.children.map((child) => child.pid ?? -1),
        extraPids: {},
        async trigger(round) {
          const version = 1_000_000 + round;
          const payload = { fundraiserId: app.demo.fundraiserId, gameId, version };
          const answer = await http.send('POST', '/broadcast', { body: { room, event: EVENT, payload } });
          if (answer.status !== 204) throw new Error(`the bare broadcast answered ${answer.status}`);
          return version;
        },
      },
      clients,
      room,
    );
    http.close();
  } finally {
    await stopChildren(bare.children);
  }
  await pause(2000);

  const http = new TimedHttp(app.apiUrls[0] as string, 1);
  let next = 0;
  const fundplay = await measure(
    {
      name: 'FundPlay',
      urls: app.apiUrls.slice(0, INSTANCES),
      serverPids: app.apis.slice(0, INSTANCES).map((api) => api.child.pid ?? -1),
      extraPids: { worker: app.worker.child.pid ?? -1 },
      async trigger() {
        const run = runs[next++];
        if (!run) throw new Error('no prepared run left');
        const answer = await http.send('POST', routeTable.finishRun.path, { body: run.body, token: run.token });
        const result = answer.status === 200 ? (JSON.parse(answer.body) as ApiResponse<CompeteRunResult>).data : null;
        if (!result?.verified) throw new Error(`finishRun answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        const { rows } = await app.pool.query<{ sequence: string }>(
          'select verified_sequence as sequence from game_runs where id = $1',
          [run.body.runId],
        );
        return Number(rows[0]?.sequence);
      },
    },
    clients,
    room,
  );
  http.close();

  const sides = [baseline, fundplay];
  const ratio = (pick: (side: SideResult) => number) => pick(fundplay) / pick(baseline);
  console.log(
    `\n${machine()}, 1-minute load ${loadAtStart} at start, ${baseline.load} after the baseline, ${fundplay.load} ` +
      `after FundPlay; ${clients} clients in ${CLIENT_PROCESSES} client processes, split over ${INSTANCES} instance(s); ` +
      `${ROUNDS} updates each (+${WARM_UP} warm-up); open-file limit ${limit}`,
  );
  console.table(
    sides.map((side) => ({
      side: side.name,
      clients: side.connected,
      'delivered / missing': `${side.delivered} / ${side.missing}`,
      'p50 ms': fixed(side.delivery.p50),
      'p99 ms': fixed(side.delivery.p99),
      'p99 median update': fixed(side.roundP99.p50),
      'first p50 ms': fixed(side.first.p50),
      'spread p50 ms': fixed(side.spread.p50),
      'spread p99 ms': fixed(side.spread.p99),
      'CPU ms/update (servers)': fixed(side.cpuPerUpdate.servers),
      'instance 1': fixed(side.cpuPerUpdate.instance1),
      'instance 2': fixed(side.cpuPerUpdate.instance2),
      worker: fixed(side.cpuPerUpdate.worker ?? Number.NaN),
      'client procs': fixed(side.cpuPerUpdate.clients),
      'KB/socket (instance 1)': fixed(side.kbPerSocket),
    })),
  );
  console.table([
    {
      ratio: 'delivery p99 (submit → each client)',
      value: verdict(
        ratio((side) => side.delivery.p99),
        RATIO_GOAL,
        'atMost',
      ),
    },
    {
      ratio: 'delivery p99, median update',
      value: verdict(
        ratio((side) => side.roundP99.p50),
        RATIO_GOAL,
        'atMost',
      ),
    },
    {
      ratio: 'delivery p50',
      value: fixed(
        ratio((side) => side.delivery.p50),
        2,
      ),
    },
    {
      ratio: 'fan-out spread p99 (first → each client)',
      value: verdict(
        ratio((side) => side.spread.p99),
        RATIO_GOAL,
        'atMost',
      ),
    },
    {
      ratio: `server CPU per update, ${INSTANCES > 1 ? 'both instances' : 'the one instance'}`,
      value: verdict(
        ratio((side) => side.cpuPerUpdate.servers),
        RATIO_GOAL,
        'atMost',
      ),
    },
    ...(INSTANCES > 1
      ? [
          {
            ratio: 'server CPU per update, instance 2 (fan-out only)',
            value: verdict(
              ratio((side) => side.cpuPerUpdate.instance2),
              RATIO_GOAL,
              'atMost',
            ),
          },
        ]
      : []),
  ]);
  console.log(JSON.stringify({ bench: 'live-fanout', clients, rounds: ROUNDS, baseline, fundplay, loadAtStart }));
}

withCompeteApp(
  {
    database: 'bench_fanout',
    apis: INSTANCES,
    // Every client here comes from 127.0.0.1: the per-address socket limit (100) would refuse all but the first.
    env: { SOCKET_CONNECTIONS_PER_ADDRESS: '100000' },
  },
  bench,
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
