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

/** True when the gem at `cell` is part of a run of three, looking only at its own row and column. */
export function isInMatch(board: Board, cell: number): boolean {
  const colour = gemColour(board[cell] ?? null);
  if (colour === null) return false;
  const row = Math.floor(cell / BOARD_SIZE);
  const column = cell % BOARD_SIZE;
  const sameColour = (r: number, c: number): boolean =>
    r >= 0 && r < BOARD_SIZE && c >= 0 && c < BOARD_SIZE && gemColour(board[cellIndex(r, c)] ?? null) === colour;
  const lineLength = (dr: number, dc: number): number => {
    let length = 0;
    while (sameColour(row + dr * (length + 1), column + dc * (length + 1))) length++;
    return length;
  };
  return lineLength(0, -1) + lineLength(0, 1) >= 2 || lineLength(-1, 0) + lineLength(1, 0) >= 2;
}
