import { compileLayout, type Layout } from './compile-layout';
import { crossroads } from './layouts/crossroads';
import { grandTerminal } from './layouts/grand-terminal';
import { twinYards } from './layouts/twin-yards';
import { valleyJunction } from './layouts/valley-junction';

/** What one level runs: on which network, how fast, how often trains come, and how many. */
export interface LevelPlan {
  readonly level: number;
  readonly layout: Layout;
  /** Sub-units per tick of a freight; 51 is 1.5 grid units a second at 30 ticks a second. */
  readonly speed: number;
  /** Sub-units per tick of an express: half as fast again, so it can run into the train ahead. */
  readonly expressSpeed: number;
  /** Chance a train is an express, as [numerator, denominator]. */
  readonly expressChance: readonly [number, number];
  readonly spawnGapTicks: readonly [min: number, max: number];
  readonly trains: number;
}

export const LAYOUTS: readonly Layout[] = [valleyJunction, twinYards, crossroads, grandTerminal].map(compileLayout);

/**
 * Levels 1 to 4 each bring a bigger network; after that the last two alternate, ever faster
 * and busier. Level 1 has no expresses; from level 2 one train in five is, rising to one in two.
 */
export function levelPlan(level: number): LevelPlan {
  const beyond = Math.max(0, level - LAYOUTS.length);
  const layoutIndex = level <= LAYOUTS.length ? level - 1 : LAYOUTS.length - 2 + ((beyond - 1) % 2);
  const steps = level - 1;
  const minGap = Math.max(36, 100 - 8 * steps);
  const speed = Math.min(110, 51 + 5 * steps);
  return {
    level,
    layout: LAYOUTS[layoutIndex]!,
    speed,
    expressSpeed: speed + (speed >> 1),
    expressChance: level === 1 ? [0, 1] : [Math.min(5, level - 1), 10],
    spawnGapTicks: [minGap, minGap + Math.max(12, 30 - 2 * steps)],
    trains: Math.min(24, 8 + 2 * steps),
  };
}
