import { CELL_COUNT, cellIndex, columnOf, rowOf, type Board } from './board';
import { GEM_COLOURS, gemColour, type GemColour } from './gem';
import type { GemFactory } from './gem-factory';
import { hasPossibleSwap } from './possible-moves';

/** Colours that would not complete a run of three with the two gems to the left or the two above. */
function safeColours(board: Board, cell: number): GemColour[] {
  const row = rowOf(cell);
  const column = columnOf(cell);
  const banned = new Set<GemColour>();
  if (column >= 2) {
    const left = gemColour(board[cell - 1] ?? null);
    if (left !== null && left === gemColour(board[cell - 2] ?? null)) banned.add(left);
  }
  if (row >= 2) {
    const up = gemColour(board[cellIndex(row - 1, column)] ?? null);
    if (up !== null && up === gemColour(board[cellIndex(row - 2, column)] ?? null)) banned.add(up);
  }
  const colours: GemColour[] = [];
  for (let colour = 0; colour < GEM_COLOURS; colour++) if (!banned.has(colour)) colours.push(colour);
  return colours;
}

/** A full board of plain gems with no run of three and at least one productive swap. */
export function fillBoard(gems: GemFactory): Board {
  for (;;) {
    const board: Board = new Array<null>(CELL_COUNT).fill(null);
    for (let cell = 0; cell < CELL_COUNT; cell++) board[cell] = gems.randomPlain(safeColours(board, cell));
    if (hasPossibleSwap(board)) return board;
  }
}
