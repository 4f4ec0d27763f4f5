import { describe, expect, it } from 'vitest';
import { createRng } from '../../sdk/src/rng';
import { boardFromRows } from './board-notation';
import { findMatches } from './find-matches';
import { GemFactory } from './gem-factory';
import { hasPossibleSwap } from './possible-moves';
import { reshuffle } from './reshuffle';

// Two colours in a checkerboard of 2×2 blocks is stuck: no swap lines up three.
const stuck = [
  'r r g g r r g g',
  'b b y y b b y y',
  'g g r r g g r r',
  'y y b b y y b b',
  'r r g g r r g g',
  'b b y y b b y y',
  'g g r r g g r r',
  'y y b b y y b b',
];

describe('reshuffle', () => {
  it('rearranges the same gems into a board with a move and no match', () => {
    const board = boardFromRows(stuck);
    expect(findMatches(board)).toEqual([]);
    expect(hasPossibleSwap(board)).toBe(false);
    const ids = board.map((gem) => gem!.id).sort((a, b) => a - b);

    reshuffle(board, new GemFactory(createRng(9)));

    expect(hasPossibleSwap(board)).toBe(true);
    expect(findMatches(board)).toEqual([]);
    expect(board.map((gem) => gem!.id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('shuffles the same way for the same seed', () => {
    const first = boardFromRows(stuck);
    const second = boardFromRows(stuck);
    reshuffle(first, new GemFactory(createRng(4)));
    reshuffle(second, new GemFactory(createRng(4)));
    expect(first).toEqual(second);
  });
});
