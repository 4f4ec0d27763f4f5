/**
 * Every game's deterministic core by slug: what the server and `npm run verify-replay` replay
 * runs through. Imports only cores (no DOM), so Node can load it.
 */
import { alphabetMerge } from './alphabet-merge/core/definition';
import { freightTrainDefinition } from './freight-train/core/definition';
import { gemCrusherDefinition } from './gem-crusher/core/definition';
import { hangGlider } from './hang-glider/core/definition';
import type { GameDefinition } from './sdk/src/simulation';

export const gameDefinitions: Record<string, GameDefinition> = {
  [alphabetMerge.slug]: alphabetMerge,
  [freightTrainDefinition.slug]: freightTrainDefinition,
  [gemCrusherDefinition.slug]: gemCrusherDefinition,
  [hangGlider.slug]: hangGlider,
};
