/**
 * The replay verifier's pool against verifying on the main thread: 200 golden replays
 * (games/<slug>/fixtures/*.replay.json, cycled) arrive at once; for each way, the throughput and the main thread's
 * event-loop delay (perf_hooks.monitorEventLoopDelay) and busy share (event-loop utilisation) while they verify. Inline, each replay runs in its own
 * macrotask, as 200 requests verifying in their handlers would. The pool is the backend's ReplayVerifier setup:
 * piscina on @fundplay/game-cores/replay-worker, `max(1, cores - 1)` threads by default, then one per core.
 * Needs `npm run build:game-cores`. `npx tsx scripts/bench/replay-verifier.ts`
 */
import { gameSlugs, verifyRun, type ReplayTask, type ReplayVerdict } from '@fundplay/game-cores';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { Piscina } from 'piscina';

const REPLAYS = 200;
const ROUNDS = 3;
const gamesDir = join(__dirname, '..', '..', 'games');

const golden: ReplayTask[] = gameSlugs.flatMap((slug) =>
  readdirSync(join(gamesDir, slug, 'fixtures'))
    .filter((name) => name.endsWith('.replay.json'))
    .map((name) => ({ slug, replay: JSON.parse(readFileSync(join(gamesDir, slug, 'fixtures', name), 'utf8')) })),
);
const tasks = Array.from({ length: REPLAYS }, (_, k) => golden[k % golden.length] as ReplayTask);

interface Measure {
  way: string;
  ms: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
  /** Share of the wall time the main thread was busy (performance.eventLoopUtilization). */
  utilization: number;
}

/** Runs `work` while sampling the event loop every millisecond; the best of ROUNDS by wall time. */
async function measure(way: string, work: () => Promise<ReplayVerdict[]>): Promise<Measure> {
  const rounds: Measure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const busyBefore = performance.eventLoopUtilization();
    const started = performance.now();
    const verdicts = await work();
    const ms = performance.now() - started;
    const { utilization } = performance.eventLoopUtilization(busyBefore);
    histogram.disable();
    const invalid = verdicts.find((verdict) => !verdict.valid);
    if (invalid) throw new Error(`${invalid.game}: golden replay is invalid: ${invalid.reason}`);
    // The histogram counts the 1 ms sampling interval itself: what is above it is delay.
    const delay = (ns: number) => Math.max(0, ns / 1e6 - 1);
    rounds.push({
      way,
      ms,
      loopP50: delay(histogram.percentile(50)),
      loopP99: delay(histogram.percentile(99)),
      loopMax: delay(histogram.max),
      utilization,
    });
  }
  return rounds.sort((a, b) => a.ms - b.ms)[0] as Measure;
}

async function inline(): Promise<ReplayVerdict[]> {
  const verdicts: ReplayVerdict[] = [];
  for (const { slug, replay } of tasks) {
    await nextMacrotask();
    verdicts.push(verifyRun(slug, replay));
  }
  return verdicts;
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  const threadCounts = [...new Set([Math.max(1, cores - 1), cores])];
  const rows: Measure[] = [];

  for (let k = 0; k < 3; k++) for (const { slug, replay } of golden) verifyRun(slug, replay); // warm up the JIT
  rows.push(await measure('idle (1 ms ticks, no work)', () => new Promise((done) => setTimeout(() => done([]), 300))));
  rows.push(await measure('inline, main thread', inline));

  for (const threads of threadCounts) {
    const pool = new Piscina<ReplayTask, ReplayVerdict>({
      filename: require.resolve('@fundplay/game-cores/replay-worker'),
      minThreads: threads,
      maxThreads: threads,
    });
    try {
      await Promise.all(golden.flatMap((task) => Array.from({ length: 3 * threads }, () => pool.run(task))));
      rows.push(
        await measure(`piscina pool, ${threads} thread${threads === 1 ? '' : 's'}`, () =>
          Promise.all(tasks.map((task) => pool.run(task))),
        ),
      );
    } finally {
      await pool.destroy();
    }
  }

  const inlineMs = rows.find((row) => row.way.startsWith('inline'))?.ms ?? NaN;
  console.log(
    `Replay verification: ${REPLAYS} golden replays (${golden.length} distinct) at once, Node ${process.version}, ` +
      `${cores} cores, best of ${ROUNDS}`,
  );
  console.table(
    rows.map((row) => ({
      way: row.way,
      'wall (ms)': row.ms.toFixed(0),
      'replays / s': row.way.startsWith('idle') ? '' : ((REPLAYS / row.ms) * 1000).toFixed(0),
      'vs inline': row.way.startsWith('idle') ? '' : `${(inlineMs / row.ms).toFixed(2)}x`,
      'loop delay p50 (ms)': row.loopP50.toFixed(2),
      'loop delay p99 (ms)': row.loopP99.toFixed(2),
      'loop delay max (ms)': row.loopMax.toFixed(2),
      'main thread busy': `${(row.utilization * 100).toFixed(0)}%`,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
