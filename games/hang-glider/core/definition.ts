import type { GameDefinition } from '../../sdk/src/simulation';
import { SUNSET_TICK, TICKS_PER_SECOND } from './flight-constants';
import { parseHangGliderInput, type HangGliderInput } from './hang-glider-input';
import { HangGliderSimulation } from './hang-glider-simulation';

/** Hang Glider's deterministic core, as the shell runs it and the server replays it. */
export const hangGlider: GameDefinition<HangGliderInput, HangGliderSimulation> = {
  slug: 'hang-glider',
  ticksPerSecond: TICKS_PER_SECOND,
  // Every flight ends at sunset; one tick of slack for the last step.
  maxTicks: SUNSET_TICK + 1,
  // A press and a release each count: 15 taps a second is beyond any thumb.
  maxInputsPerSecond: 30,
  // One input per tick, so a tap shorter than a tick still pulls up for one tick.
  maxInputsPerTick: 1,
  create: (seed) => new HangGliderSimulation(seed),
  parseInput: parseHangGliderInput,
  // The stage only climbs with distance flown, which the score already counts: the farthest flight ranks first.
  leaderboardOrder: 'score-desc',
};
