import type { ReplayInput } from '../replay';
import type { GameDefinition, GameInput, Simulation } from '../simulation';

/**
 * Steps a fresh simulation through tick-stamped inputs until `untilTick` (or the end of the run) and
 * returns it, so a test can compare its whole state, not just the score.
 */
export function simulateUntil<TInput extends GameInput, TSim extends Simulation<TInput>>(
  definition: GameDefinition<TInput, TSim>,
  seed: number,
  inputs: readonly ReplayInput[],
  untilTick: number,
): TSim {
  const sim = definition.create(seed);
  let next = 0;
  while (sim.tick < untilTick && !sim.over) {
    const batch: TInput[] = [];
    while (next < inputs.length && inputs[next]![0] === sim.tick) batch.push(inputs[next++]![1] as TInput);
    sim.step(batch);
  }
  return sim;
}
