import type { Replay, ReplayInput } from '../replay';
import type { GameDefinition } from '../simulation';
import { verifyReplay } from '../verify';

export interface Tampering {
  name: string;
  replay: Replay;
  /** The verdict's reason, exactly or as a pattern. */
  reason: string | RegExp;
}

const copy = (replay: Replay): Replay => structuredClone(replay);

/**
 * The ways a player might doctor a valid replay, each with the reason verifyReplay must give.
 * `replay` must be valid, with at least two inputs on different ticks. Editing inputs is
 * game-specific, so games add that case themselves.
 */
export function tamperings(definition: GameDefinition, replay: Replay): Tampering[] {
  const inputs = replay.inputs.filter(([, input]) => input !== 'quit');
  const first = inputs[0];
  if (!first) throw new Error('tamperings() needs a replay with inputs');
  const result: Tampering[] = [];

  const claimed = copy(replay);
  claimed.claimedScore = replay.claimedScore + 1;
  result.push({
    name: 'a raised claimed score',
    replay: claimed,
    reason: `claimed score ${replay.claimedScore + 1} does not match replayed score ${replay.claimedScore}`,
  });

  const swapAt = replay.inputs.findIndex((entry, k) => k > 0 && entry[0] > (replay.inputs[k - 1] as ReplayInput)[0]);
  if (swapAt > 0) {
    const swapped = copy(replay);
    const a = swapped.inputs[swapAt - 1] as ReplayInput;
    const b = swapped.inputs[swapAt] as ReplayInput;
    swapped.inputs[swapAt - 1] = b;
    swapped.inputs[swapAt] = a;
    result.push({ name: 'ticks out of order', replay: swapped, reason: 'ticks out of order' });
  }

  // The run's own end (or its quit), not its last input: the first tick that never ran.
  const beyond = copy(replay);
  const endTick = Math.max(verifyReplay(definition, replay).ticks, ...replay.inputs.map(([tick]) => tick));
  beyond.inputs.push([endTick, first[1]], [endTick + definition.ticksPerSecond * 60, first[1]]);
  result.push({ name: 'inputs beyond the end of the run', replay: beyond, reason: 'input after the game ended' });

  // maxInputsPerSecond + 1 inputs on distinct ticks inside one second, then the original run.
  const burst = copy(replay);
  const count = definition.maxInputsPerSecond + 1;
  const step = Math.max(1, Math.floor((definition.ticksPerSecond - 1) / count));
  const start = first[0];
  const extra: ReplayInput[] = Array.from(
    { length: count },
    (_, k) => [start + Math.min(k * step, definition.ticksPerSecond - 1), first[1]] as const,
  );
  burst.inputs = [...extra, ...burst.inputs.filter(([tick]) => tick >= start + definition.ticksPerSecond)];
  result.push({
    name: 'inputs faster than the human bound',
    replay: burst,
    reason: 'inputs faster than the human bound',
  });

  const crowded = copy(replay);
  crowded.inputs = [
    ...Array.from({ length: definition.maxInputsPerTick + 1 }, () => [first[0], first[1]] as const),
    ...crowded.inputs.slice(1),
  ];
  result.push({ name: 'too many inputs on one tick', replay: crowded, reason: 'inputs faster than the human bound' });

  return result;
}
