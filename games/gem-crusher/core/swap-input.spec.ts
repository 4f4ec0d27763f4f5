import { describe, expect, it } from 'vitest';
import { parseSwapInput } from './swap-input';

describe('parseSwapInput', () => {
  it('accepts two neighbouring cells, across or down', () => {
    expect(parseSwapInput([0, 1])).toEqual([0, 1]);
    expect(parseSwapInput([9, 1])).toEqual([9, 1]);
    expect(parseSwapInput([63, 55])).toEqual([63, 55]);
  });

  it.each([
    ['cells that wrap round a row end', [7, 8]],
    ['cells two apart', [0, 2]],
    ['the same cell twice', [4, 4]],
    ['a cell off the board', [63, 64]],
    ['a negative cell', [-1, 0]],
    ['a fraction', [0.5, 1.5]],
    ['strings', ['0', '1']],
    ['three numbers', [0, 1, 2]],
    ['a bare number', 3],
    ['null', null],
  ])('rejects %s', (_, raw) => {
    expect(parseSwapInput(raw)).toBeNull();
  });
});
