/**
 * A replay file: `{ "game": "<slug>", "seed": <uint32>, "inputs": [[tick, input], ...], "claimedScore": <int> }`.
 * Inputs are tick-stamped, in non-decreasing tick order. The special input `"quit"` (QUIT_INPUT) ends a run
 * the player left before it was over; the simulation never sees it.
 */
import type { GameInput } from './simulation';

export const QUIT_INPUT = 'quit' as const;

export type ReplayInput = readonly [tick: number, input: GameInput];

export interface Replay {
  game: string;
  seed: number;
  inputs: ReplayInput[];
  claimedScore: number;
}

export interface ReplayVerdict {
  game: string;
  valid: boolean;
  score: number;
  level: number;
  ticks: number;
  reason?: string;
}
