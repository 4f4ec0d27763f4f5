/**
 * Replay verification speed: milliseconds to verify one minute of play, per game, using each
 * game's golden replays (games/<slug>/fixtures/*.replay.json). Target: <= 5 ms per minute of
 * play on one core. `npx tsx scripts/bench/games-replay.ts`
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gameDefinitions } from '../../games/registry';
import type { Replay } from '../../games/sdk/src/replay';
import type { GameDefinition } from '../../games/sdk/src/simulation';
import { verifyReplay } from '../../games/sdk/src/verify';

const TARGET_MS_PER_MINUTE = 5;
const MIN_SAMPLE_MS = 300;
const gamesDir = join(__dirname, '..', '..', 'games');

interface Row {
  game: string;
  replay: string;
  playSeconds: number;
  verifyMs: number;
  msPerMinute: number;
}

function timeVerify(definition: GameDefinition, replay: Replay): number {
  const slug = definition.slug;
  for (let i = 0; i < 3; i++) verifyReplay(definition, replay); // warm up the JIT
  const samples: number[] = [];
  const started = performance.now();
  while (performance.now() - started < MIN_SAMPLE_MS || samples.length < 5) {
    const t0 = performance.now();
    const verdict = verifyReplay(definition, replay);
    samples.push(performance.now() - t0);
    if (!verdict.valid) throw new Error(`${slug}: golden replay is invalid: ${verdict.reason}`);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? NaN;
}

const rows: Row[] = [];
for (const [slug, definition] of Object.entries(gameDefinitions)) {
  const dir = join(gamesDir, slug, 'fixtures');
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.replay.json'))
    .sort()) {
    const replay = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Replay;
    const verdict = verifyReplay(definition, replay);
    const playSeconds = verdict.ticks / definition.ticksPerSecond;
    if (playSeconds < 1) continue; // too short to say anything per minute
    const verifyMs = timeVerify(definition, replay);
    rows.push({
      game: slug,
      replay: name.replace('.replay.json', ''),
      playSeconds,
      verifyMs,
      msPerMinute: verifyMs / (playSeconds / 60),
    });
  }
}

const table = rows.map((r) => ({
  game: r.game,
  replay: r.replay,
  'play (s)': r.playSeconds.toFixed(1),
  'verify (ms)': r.verifyMs.toFixed(2),
  'ms / min of play': r.msPerMinute.toFixed(2),
  [`<= ${TARGET_MS_PER_MINUTE} ms`]: r.msPerMinute <= TARGET_MS_PER_MINUTE ? 'yes' : 'NO',
}));
console.log(`Replay verification, Node ${process.version}, one core (median of repeated runs)`);
console.table(table);
const missing = Object.keys(gameDefinitions).filter((slug) => !rows.some((r) => r.game === slug));
if (missing.length > 0) console.log(`no golden replays to time for: ${missing.join(', ')}`);
