import { describe, expect, it } from 'vitest';
import { CELLS, SIZE, Z, canMove, type LetterGrid } from './letter-grid';
import { slideLetters } from './slide-letters';

/** A grid from rows of letters, '.' for empty: ['AA...', ...]. */
function grid(rows: string[]): LetterGrid {
  const cells = new Uint8Array(CELLS);
  rows.forEach((row, r) => [...row].forEach((ch, c) => (cells[r * SIZE + c] = ch === '.' ? 0 : ch.charCodeAt(0) - 64)));
  return cells;
}

function rows(cells: LetterGrid): string[] {
  return Array.from({ length: SIZE }, (_, r) =>
    Array.from({ length: SIZE }, (_, c) => {
      const letter = cells[r * SIZE + c] as number;
      return letter === 0 ? '.' : String.fromCharCode(64 + letter);
    }).join(''),
  );
}

const EMPTY = '.....';

describe('slideLetters', () => {
  it('merges two equal letters into the next one and scores 2^letter', () => {
    const sut = slideLetters(grid(['A.A..', EMPTY, EMPTY, EMPTY, EMPTY]), 'l');
    expect(rows(sut!.grid)[0]).toBe('B....');
    expect(sut!.points).toBe(4);
    expect(sut!.merges).toEqual([0]);
  });

  it('merges each tile once per move, leading pair first', () => {
    expect(rows(slideLetters(grid(['AAAA.', EMPTY, EMPTY, EMPTY, EMPTY]), 'l')!.grid)[0]).toBe('BB...');
    expect(rows(slideLetters(grid(['AAA..', EMPTY, EMPTY, EMPTY, EMPTY]), 'r')!.grid)[0]).toBe('...AB');
    expect(rows(slideLetters(grid(['BAA..', EMPTY, EMPTY, EMPTY, EMPTY]), 'l')!.grid)[0]).toBe('BB...');
  });

  it('does not merge a freshly made letter again in the same move', () => {
    expect(rows(slideLetters(grid(['BAA..', EMPTY, EMPTY, EMPTY, EMPTY]), 'r')!.grid)[0]).toBe('...BB');
  });

  it('slides up and down along columns', () => {
    const start = grid(['A....', EMPTY, 'A....', EMPTY, 'C....']);
    expect(
      rows(slideLetters(start, 'u')!.grid)
        .map((r) => r[0])
        .join(''),
    ).toBe('BC...');
    expect(
      rows(slideLetters(start, 'd')!.grid)
        .map((r) => r[0])
        .join(''),
    ).toBe('...BC');
  });

  it('never merges two Zs', () => {
    const z = String.fromCharCode(64 + Z);
    expect(slideLetters(grid([`${z}${z}...`.slice(0, 5), EMPTY, EMPTY, EMPTY, EMPTY]), 'l')).toBeNull();
    expect(rows(slideLetters(grid([`..${z}.${z}`, EMPTY, EMPTY, EMPTY, EMPTY]), 'l')!.grid)[0]).toBe(`${z}${z}...`);
  });

  it('makes Z from two Ys', () => {
    const sut = slideLetters(grid(['YY...', EMPTY, EMPTY, EMPTY, EMPTY]), 'l');
    expect(sut!.grid[0]).toBe(Z);
    expect(sut!.highestMade).toBe(Z);
    expect(sut!.points).toBe(2 ** 26);
  });

  it('returns null when nothing would move', () => {
    expect(slideLetters(grid(['AB...', 'C....', EMPTY, EMPTY, EMPTY]), 'l')).toBeNull();
    expect(slideLetters(grid(['AB...', 'C....', EMPTY, EMPTY, EMPTY]), 'u')).toBeNull();
  });

  it('reports where every tile went, for the animation', () => {
    const sut = slideLetters(grid(['.A.A.', EMPTY, EMPTY, EMPTY, EMPTY]), 'l');
    expect(sut!.slides).toEqual([
      { from: 1, to: 0, letter: 1 },
      { from: 3, to: 0, letter: 1 },
    ]);
  });
});

describe('canMove', () => {
  it('is true with an empty cell or equal neighbours, false on a locked board', () => {
    const locked = ['ABABA', 'BABAB', 'ABABA', 'BABAB', 'ABABA'];
    expect(canMove(grid(locked))).toBe(false);
    expect(canMove(grid(['AABAB', ...locked.slice(1)]))).toBe(true);
    expect(canMove(grid(['.BABA', ...locked.slice(1)]))).toBe(true);
  });
});
