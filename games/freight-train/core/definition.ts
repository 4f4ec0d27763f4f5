import type { GameDefinition } from '../../sdk/src/simulation';
import {
  FREIGHT_TRAIN_SESSION_TICKS,
  FREIGHT_TRAIN_TICKS_PER_SECOND,
  FreightTrainSimulation,
} from './freight-train-simulation';
import { parseJunctionInput, type JunctionInput } from './junction-input';

/** Freight Train: throw junction switches to route each coloured car to its station. */
export const freightTrainDefinition: GameDefinition<JunctionInput, FreightTrainSimulation> = {
  slug: 'freight-train',
  ticksPerSecond: FREIGHT_TRAIN_TICKS_PER_SECOND,
  maxTicks: FREIGHT_TRAIN_SESSION_TICKS,
  // Tapping one switch back and forth is the fastest anyone plays; ten a second is beyond that.
  maxInputsPerSecond: 10,
  maxInputsPerTick: 3,
  create: (seed) => new FreightTrainSimulation(seed),
  parseInput: parseJunctionInput,
  // Levels come from surviving each level's trains, and deliveries score times the level: best score first.
  leaderboardOrder: 'score-desc',
};
