import { gameDefinitions } from '../../registry';
import type { ReplayVerdict } from '../../sdk/src/replay';
import type { GameDefinition } from '../../sdk/src/simulation';
import { verifyReplay } from '../../sdk/src/verify';

/** Every verifiable game's slug, from the one registry the host page and the build also read. */
export const gameSlugs: readonly string[] = Object.freeze(Object.keys(gameDefinitions));

/** The game filed under `slug`, never one inherited from Object.prototype ('constructor', '__proto__'). */
export function definitionOf(slug: unknown): GameDefinition | null {
  return typeof slug === 'string' && Object.hasOwn(gameDefinitions, slug) ? (gameDefinitions[slug] ?? null) : null;
}

/**
 * Replays an untrusted replay through the core of the game `slug` names and says whether its claimed score is
 * the score its inputs really make. Never throws: an unknown game, or a core that fails on the input, is an
 * invalid verdict with a reason.
 */
export function verifyRun(slug: string, replay: unknown): ReplayVerdict {
  const game = typeof slug === 'string' ? slug : String(slug);
  const invalid = (reason: string): ReplayVerdict => ({ game, valid: false, score: 0, level: 0, ticks: 0, reason });
  const definition = definitionOf(slug);
  if (definition === null) return invalid(`no verifiable game ${JSON.stringify(game)}`);
  try {
    return verifyReplay(definition, replay);
  } catch (error) {
    return invalid(`replay could not be run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
