import type { Gem } from './gem';

export const BOARD_SIZE = 8;
export const CELL_COUNT = BOARD_SIZE * BOARD_SIZE;

/** Row-major, row 0 at the top; null only transiently while a cascade resolves. */
export type Board = (Gem | null)[];

export function cellIndex(row: number, column: number): number {
  return row * BOARD_SIZE + column;
}

export function rowOf(cell: number): number {
  return Math.floor(cell / BOARD_SIZE);
}

export function columnOf(cell: number): number {
  return cell % BOARD_SIZE;
}

export function isCell(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < CELL_COUNT;
}

/** True when two cells share an edge. */
export function areNeighbours(a: number, b: number): boolean {
  const rowDistance = Math.abs(rowOf(a) - rowOf(b));
  const columnDistance = Math.abs(columnOf(a) - columnOf(b));
  return rowDistance + columnDistance === 1;
}

export function gemAt(board: Board, cell: number): Gem | null {
  return board[cell] ?? null;
}
