import type { LeaderboardOrder } from '../../sdk/src/simulation';
import { definitionOf } from './verify-run';

/** What the server needs to know about a game without running it: its bounds and how its board ranks. */
export interface GameRules {
  readonly ticksPerSecond: number;
  /** The longest run in ticks; a replay that has not ended by then is invalid. */
  readonly maxTicks: number;
  /** The longest run in whole seconds (maxTicks / ticksPerSecond, rounded up): how long a run ticket must live. */
  readonly maxRunSeconds: number;
  /** The most inputs a replay of this game may hold (the verifier's cheap bound, checked before any work). */
  readonly maxInputs: number;
  readonly leaderboardOrder: LeaderboardOrder;
}

/**
 * The rules of the game `slug` names. Throws for a slug no verifiable game has: slugs reach the server through
 * `gameSlugFromLink` (contracts), so an unknown one is a bug, not a player's input.
 */
export function gameRules(slug: string): GameRules {
  const definition = definitionOf(slug);
  if (definition === null) throw new Error(`no verifiable game ${JSON.stringify(slug)}`);
  const { ticksPerSecond, maxTicks, maxInputsPerSecond, leaderboardOrder } = definition;
  const maxRunSeconds = Math.ceil(maxTicks / ticksPerSecond);
  // The same bound verifyReplay applies first: a human's inputs in the longest run, plus the quit.
  return {
    ticksPerSecond,
    maxTicks,
    maxRunSeconds,
    maxInputs: maxInputsPerSecond * maxRunSeconds + 1,
    leaderboardOrder,
  };
}
