import type { GameDefinition } from '../../sdk/src/simulation';
import { GEM_CRUSHER_TICKS_PER_SECOND } from './cascade-timing';
import { GEM_CRUSHER_SESSION_TICKS, GemCrusherSimulation } from './gem-crusher-simulation';
import { parseSwapInput, type SwapInput } from './swap-input';

/** Gem Crusher: 8×8 match-3 with cascades, blasters and colour bombs, a target score per level. */
export const gemCrusherDefinition: GameDefinition<SwapInput, GemCrusherSimulation> = {
  slug: 'gem-crusher',
  ticksPerSecond: GEM_CRUSHER_TICKS_PER_SECOND,
  maxTicks: GEM_CRUSHER_SESSION_TICKS,
  // Swaps are taps or drags; even a frantic player makes well under eight a second.
  maxInputsPerSecond: 8,
  maxInputsPerTick: 2,
  create: (seed) => new GemCrusherSimulation(seed),
  parseInput: parseSwapInput,
  // A level is passed by reaching its target score, so a higher level always means a higher score.
  leaderboardOrder: 'score-desc',
};
