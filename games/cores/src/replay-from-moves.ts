import { QUIT_INPUT, type Replay, type ReplayInput } from '../../sdk/src/replay';
import type { GameInput } from '../../sdk/src/simulation';
import { definitionOf } from './verify-run';

/**
 * Plays tick-stamped moves through a game's core from `seed`, the way a player would send them, and returns the
 * replay a browser would submit: the moves the run took (those after its end are dropped), a quit after the last
 * one unless the run ended, and the score it really made. For tests and benchmarks that need a valid replay for a
 * seed the server chose.
 */
export function replayFromMoves(slug: string, seed: number, moves: readonly ReplayInput[]): Replay {
  const definition = definitionOf(slug);
  if (!definition) throw new Error(`no verifiable game ${JSON.stringify(slug)}`);
  const sim = definition.create(seed);
  const taken: ReplayInput[] = [];
  const pending = moves.filter(([, input]) => input !== QUIT_INPUT);
  let next = 0;
  while (!sim.over && sim.tick < definition.maxTicks) {
    const batch: GameInput[] = [];
    while (next < pending.length && (pending[next] as ReplayInput)[0] <= sim.tick) {
      const [, raw] = pending[next++] as ReplayInput;
      const input = definition.parseInput(raw);
      if (input === null) continue;
      batch.push(input);
      taken.push([sim.tick, raw]);
    }
    if (next >= pending.length && batch.length === 0) break;
    sim.step(batch);
  }
  return {
    game: definition.slug,
    seed,
    inputs: sim.over ? taken : [...taken, [sim.tick, QUIT_INPUT]],
    claimedScore: sim.score,
  };
}
