import { BOARD_SIZE, cellIndex, type Board } from './board';
import { gemColour, type GemColour } from './gem';

/** A maximal straight line of three or more gems of one colour. */
export interface MatchRun {
  readonly direction: 'row' | 'column';
  readonly colour: GemColour;
  /** Cells from left to right, or top to bottom. */
  readonly cells: readonly number[];
}

/** Every maximal run of 3+ same-coloured gems, rows first, then columns. */
export function findMatches(board: Board): MatchRun[] {
  const runs: MatchRun[] = [];
  for (const direction of ['row', 'column'] as const) {
    for (let line = 0; line < BOARD_SIZE; line++) {
      const at = (position: number): number =>
        direction === 'row' ? cellIndex(line, position) : cellIndex(position, line);
      let start = 0;
      while (start < BOARD_SIZE) {
        const colour = gemColour(board[at(start)] ?? null);
        let end = start + 1;
        while (end < BOARD_SIZE && colour !== null && gemColour(board[at(end)] ?? null) === colour) end++;
        if (colour !== null && end - start >= 3) {
          const cells: number[] = [];
          for (let position = start; position < end; position++) cells.push(at(position));
          runs.push({ direction, colour, cells });
        }
        start = end;
      }
    }
  }
  return runs;
}

/**
 * True when the gem at `cell` is part of a run of three, looking only at its own row and
 * column. Written as plain loops: the server calls it for every neighbour pair after every move.
 */
export function isInMatch(board: Board, cell: number): boolean {
  const colour = gemColour(board[cell] ?? null);
  if (colour === null) return false;
  const column = cell % BOARD_SIZE;
  const rowStart = cell - column;
  let across = 1;
  for (let c = column - 1; c >= 0 && gemColour(board[rowStart + c] ?? null) === colour; c--) across++;
  for (let c = column + 1; c < BOARD_SIZE && gemColour(board[rowStart + c] ?? null) === colour; c++) across++;
  if (across >= 3) return true;
  let down = 1;
  for (let at = cell - BOARD_SIZE; at >= 0 && gemColour(board[at] ?? null) === colour; at -= BOARD_SIZE) down++;
  for (let at = cell + BOARD_SIZE; at < board.length && gemColour(board[at] ?? null) === colour; at += BOARD_SIZE)
    down++;
  return down >= 3;
}
