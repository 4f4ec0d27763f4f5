/**
 * How to play each game, by slug: the lines every game's title screen shows, for pages outside the game (the card
 * before competing). DOM-free, so the app bundles only these words.
 */
import type { GameSlug } from '../contracts/src/games';
import { alphabetMergeInstructions } from './alphabet-merge/instructions';
import { freightTrainInstructions } from './freight-train/instructions';
import { gemCrusherInstructions } from './gem-crusher/instructions';
import { hangGliderInstructions } from './hang-glider/instructions';

export const gameInstructions: Readonly<Record<GameSlug, readonly string[]>> = {
  'hang-glider': hangGliderInstructions,
  'alphabet-merge': alphabetMergeInstructions,
  'freight-train': freightTrainInstructions,
  'gem-crusher': gemCrusherInstructions,
};
