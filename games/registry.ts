/**
 * Every game's deterministic core by slug: what the server and `npm run verify-replay` replay
 * runs through. Imports only cores (no DOM), so Node can load it.
 */
import type { GameDefinition } from './sdk/src/simulation';

export const gameDefinitions: Record<string, GameDefinition> = {};
