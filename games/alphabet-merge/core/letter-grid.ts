/**
 * The board: SIZE x SIZE cells, row by row, each 0 (empty) or a letter 1..26 (A..Z).
 * Letters are numbers so a move is plain integer work.
 */
export const SIZE = 5;
export const CELLS = SIZE * SIZE;
export const Z = 26;

export type LetterGrid = Uint8Array;

export const cellIndex = (row: number, col: number): number => row * SIZE + col;

export const letterName = (letter: number): string =>
  letter >= 1 && letter <= Z ? String.fromCharCode(64 + letter) : '';

/** Points for making `letter` by a merge: 2^letter (B = 4, C = 8 ... like 2048's tile values). */
export const mergePoints = (letter: number): number => 2 ** letter;

/** Whether any move would change the board: an empty cell, or two equal neighbours below Z. */
export function canMove(grid: LetterGrid): boolean {
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const letter = grid[cellIndex(row, col)] as number;
      if (letter === 0) return true;
      if (letter === Z) continue;
      if (col + 1 < SIZE && grid[cellIndex(row, col + 1)] === letter) return true;
      if (row + 1 < SIZE && grid[cellIndex(row + 1, col)] === letter) return true;
    }
  }
  return false;
}
