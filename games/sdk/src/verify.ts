import { QUIT_INPUT, type ReplayVerdict } from './replay';
import type { GameDefinition, GameInput } from './simulation';

interface CheckedInputs {
  ticks: number[];
  /** Parsed inputs; `null` marks the quit. */
  inputs: (GameInput | null)[];
}

type Rejection = { reason: string };

/**
 * Replays an untrusted replay through the game's own deterministic core and says whether the
 * claimed score is the score those inputs really produce. Pure and synchronous: the server calls
 * it for every finished run, `npm run verify-replay` for a file.
 */
export function verifyReplay(definition: GameDefinition, replay: unknown): ReplayVerdict {
  const game = definition.slug;
  const reject = (reason: string, score = 0, level = 0, ticks = 0): ReplayVerdict => ({
    game,
    valid: false,
    score,
    level,
    ticks,
    reason,
  });

  if (typeof replay !== 'object' || replay === null || Array.isArray(replay)) return reject('replay is not an object');
  const r = replay as Record<string, unknown>;
  if (r.game !== game) return reject(`replay is for game ${JSON.stringify(r.game)}, not "${game}"`);
  const seed = r.seed;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    return reject('seed is not a uint32');
  }
  const claimedScore = r.claimedScore;
  if (typeof claimedScore !== 'number' || !Number.isSafeInteger(claimedScore)) {
    return reject('claimedScore is not an integer');
  }

  const checked = checkInputs(definition, r.inputs);
  if ('reason' in checked) return reject(checked.reason);
  const { ticks, inputs } = checked;

  const sim = definition.create(seed);
  const batch: GameInput[] = [];
  const count = ticks.length;
  let i = 0;
  let quit = false;
  while (!sim.over) {
    batch.length = 0;
    while (i < count && ticks[i] === sim.tick) {
      const input = inputs[i++];
      if (input === null || input === undefined) {
        quit = true;
        break;
      }
      batch.push(input);
    }
    // A quit stamped with this tick means the tick never ran, unless inputs were applied on it first.
    if (quit && batch.length === 0) break;
    if (sim.tick >= definition.maxTicks) return reject('run never ended', sim.score, sim.level, sim.tick);
    sim.step(batch);
    if (quit) break;
  }
  if (i < count) return reject('input after the game ended', sim.score, sim.level, sim.tick);
  if (sim.score !== claimedScore) {
    return reject(
      `claimed score ${claimedScore} does not match replayed score ${sim.score}`,
      sim.score,
      sim.level,
      sim.tick,
    );
  }
  return { game, valid: true, score: sim.score, level: sim.level, ticks: sim.tick };
}

function checkInputs(definition: GameDefinition, raw: unknown): CheckedInputs | Rejection {
  if (!Array.isArray(raw)) return { reason: 'inputs is not an array' };
  const { ticksPerSecond, maxInputsPerTick, maxInputsPerSecond, maxTicks } = definition;
  const tooFast = { reason: 'inputs faster than the human bound' };
  // Cheap bound before any work: more inputs than a human could make in the longest run.
  if (raw.length > maxInputsPerSecond * Math.ceil(maxTicks / ticksPerSecond) + 1) return tooFast;

  const ticks: number[] = new Array<number>(raw.length);
  const inputs: (GameInput | null)[] = new Array<GameInput | null>(raw.length);
  let quitSeen = false;
  let sameTick = 0;
  let windowStart = 0; // index of the oldest input inside the current one-second window
  let inWindow = 0;
  for (let k = 0; k < raw.length; k++) {
    const entry: unknown = raw[k];
    if (!Array.isArray(entry) || entry.length !== 2) return { reason: `input ${k} is not a [tick, input] pair` };
    const tick: unknown = entry[0];
    if (typeof tick !== 'number' || !Number.isInteger(tick) || tick < 0) {
      return { reason: `input ${k} has a tick that is not a non-negative integer` };
    }
    if (k > 0 && tick < (ticks[k - 1] as number)) return { reason: 'ticks out of order' };
    if (quitSeen) return { reason: 'input after the game ended' };
    ticks[k] = tick;

    if (entry[1] === QUIT_INPUT) {
      quitSeen = true;
      inputs[k] = null;
      continue;
    }
    const parsed = definition.parseInput(entry[1]);
    if (parsed === null) return { reason: `input ${k} is not a legal ${definition.slug} input` };
    inputs[k] = parsed;

    sameTick = k > 0 && ticks[k - 1] === tick ? sameTick + 1 : 1;
    if (sameTick > maxInputsPerTick) return tooFast;
    // Sliding window over ticks (tick - ticksPerSecond, tick]; quits are not counted.
    inWindow++;
    while ((ticks[windowStart] as number) <= tick - ticksPerSecond) {
      if (inputs[windowStart] !== null) inWindow--;
      windowStart++;
    }
    if (inWindow > maxInputsPerSecond) return tooFast;
  }
  return { ticks, inputs };
}
