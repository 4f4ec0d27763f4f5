/**
 * The contract every game core implements. A core is pure and DOM-free: the browser view
 * drives it through the fixed-step loop, and the server (and `npm run verify-replay`) replays
 * the recorded inputs through the very same code to verify a claimed score.
 *
 * Determinism rules for cores: all randomness from `createRng(seed)` (./rng) with the seed given
 * to `create`; no Date,
 * Math.random, performance.now, or transcendental maths (Math.sin/cos/exp/pow/log...) whose
 * last bits may differ between engines; prefer integer or fixed-point arithmetic. + - * / and
 * Math.sqrt/floor/round/min/max/abs are exact under IEEE 754 and safe.
 */
/** One input event. Games define their own compact JSON-safe encoding (e.g. 'u', 'd', [3, 4]). */
export type GameInput = string | number | readonly (string | number)[];

export interface Simulation<TInput extends GameInput = GameInput> {
  /** Advance exactly one tick, applying the inputs stamped with this tick (often none). */
  step(inputs: readonly TInput[]): void;
  /** True once the run has ended on its own (crash, no moves left, out of moves...). */
  readonly over: boolean;
  /** Whole-number score so far. */
  readonly score: number;
  /** Level reached so far (1-based). For Alphabet Merge: the highest letter reached (A = 1). */
  readonly level: number;
  /** Ticks stepped so far. */
  readonly tick: number;
}

/** How a game's leaderboard ranks verified runs; see `GameDefinition.leaderboardOrder`. */
export type LeaderboardOrder = 'score-desc' | 'level-asc-score-desc';

export interface GameDefinition<
  TInput extends GameInput = GameInput,
  TSim extends Simulation<TInput> = Simulation<TInput>,
> {
  /** Kebab-case slug; also the folder name and the `/embed/<slug>/` path. */
  readonly slug: string;
  /** Fixed simulation rate. */
  readonly ticksPerSecond: number;
  /** Hard cap on a run's length in ticks; a replay that has not ended by then is invalid. */
  readonly maxTicks: number;
  /** The human bound: at most this many inputs in any window of `ticksPerSecond` ticks. */
  readonly maxInputsPerSecond: number;
  /** At most this many inputs stamped with one tick. */
  readonly maxInputsPerTick: number;
  /**
   * How verified runs rank on the game's leaderboards. The spec's order is level ascending then score descending
   * where a game ranks by level ('level-asc-score-desc'), else score descending ('score-desc'). Declared here, by
   * the game, so the server never guesses.
   */
  readonly leaderboardOrder: LeaderboardOrder;
  /** A new run from a seed. */
  create(seed: number): TSim;
  /** Validate one input read from an untrusted replay; null when it is not a legal input. */
  parseInput(raw: unknown): TInput | null;
}
