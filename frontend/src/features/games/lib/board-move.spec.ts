import { describe, expect, it } from 'vitest';
import { boardMove } from './board-move';

describe('boardMove', () => {
  it.each([
    [null, 4, 'New on the board'],
    [5, 2, 'Up 3 places'],
    [2, 1, 'Up 1 place'],
    [3, 3, 'Same place as before'],
    [1, 2, 'Down 1 place since your last run'],
  ])('from %s to #%s says “%s”', (previous, rank, words) => {
    expect(boardMove(previous, rank)).toBe(words);
  });
});
