import type { GameDefinition } from '../../sdk/src/simulation';
import { AlphabetMergeSimulation, TICKS_PER_SECOND, TIME_LIMIT_TICKS } from './alphabet-merge-simulation';
import { parseMergeInput, type MergeInput } from './merge-input';

/** Alphabet Merge's deterministic core, as the shell runs it and the server replays it. */
export const alphabetMerge: GameDefinition<MergeInput, AlphabetMergeSimulation> = {
  slug: 'alphabet-merge',
  ticksPerSecond: TICKS_PER_SECOND,
  maxTicks: TIME_LIMIT_TICKS + 1,
  // Even a frantic swiper manages well under 12 slides a second.
  maxInputsPerSecond: 12,
  // Turn-based: one slide per tick.
  maxInputsPerTick: 1,
  create: (seed) => new AlphabetMergeSimulation(seed),
  parseInput: parseMergeInput,
  // The level is the highest letter made, and every merge toward it scores: the best score ranks first.
  leaderboardOrder: 'score-desc',
};
