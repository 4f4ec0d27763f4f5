import { BOARD_SIZE, CELL_COUNT, columnOf, type Board } from './board';
import { isInMatch } from './find-matches';

/** A swap of two neighbouring cells. */
export type Swap = readonly [from: number, to: number];

/** True when swapping these two neighbours would do something: make a match or fire a colour bomb. */
export function isProductiveSwap(board: Board, from: number, to: number): boolean {
  const a = board[from] ?? null;
  const b = board[to] ?? null;
  if (a === null || b === null) return false;
  if (a.kind === 'colour-bomb' || b.kind === 'colour-bomb') return true;
  board[from] = b;
  board[to] = a;
  const matches = isInMatch(board, from) || isInMatch(board, to);
  board[from] = a;
  board[to] = b;
  return matches;
}

/** Every productive swap, scanning right and down neighbours from the top-left. */
export function findPossibleSwaps(board: Board): Swap[] {
  const swaps: Swap[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (columnOf(cell) < BOARD_SIZE - 1 && isProductiveSwap(board, cell, cell + 1)) swaps.push([cell, cell + 1]);
    if (cell + BOARD_SIZE < CELL_COUNT && isProductiveSwap(board, cell, cell + BOARD_SIZE)) {
      swaps.push([cell, cell + BOARD_SIZE]);
    }
  }
  return swaps;
}

export function hasPossibleSwap(board: Board): boolean {
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (columnOf(cell) < BOARD_SIZE - 1 && isProductiveSwap(board, cell, cell + 1)) return true;
    if (cell + BOARD_SIZE < CELL_COUNT && isProductiveSwap(board, cell, cell + BOARD_SIZE)) return true;
  }
  return false;
}
