import { SIZE, Z } from '../core/letter-grid';

/** Where everything goes on a canvas of the given size (CSS pixels). */
export interface BoardLayout {
  width: number;
  height: number;
  /** Top-left of the board and its side. */
  boardX: number;
  boardY: number;
  boardSize: number;
  cell: number;
  gap: number;
  /** The A..Z ribbon: rows of small cells. */
  ribbonX: number;
  ribbonY: number;
  ribbonCell: number;
  ribbonPerRow: number;
}

const HUD_SPACE = 64;

export function boardLayout(width: number, height: number): BoardLayout {
  const ribbonPerRow = width < 520 ? 13 : Z;
  const ribbonRows = Z / ribbonPerRow;
  const ribbonCell = Math.min(26, Math.floor((Math.min(width, 760) - 24) / ribbonPerRow));
  const ribbonHeight = ribbonRows * ribbonCell + 16;
  const available = height - HUD_SPACE - ribbonHeight - 16;
  const boardSize = Math.max(120, Math.min(width - 24, available, 560));
  const gap = Math.max(5, Math.round(boardSize / 48));
  const cell = (boardSize - gap * (SIZE + 1)) / SIZE;
  const blockHeight = ribbonHeight + boardSize;
  const top = HUD_SPACE + Math.max(0, (height - HUD_SPACE - 8 - blockHeight) / 2);
  return {
    width,
    height,
    boardX: (width - boardSize) / 2,
    boardY: top + ribbonHeight,
    boardSize,
    cell,
    gap,
    ribbonX: (width - ribbonCell * ribbonPerRow) / 2,
    ribbonY: top,
    ribbonCell,
    ribbonPerRow,
  };
}

/** Top-left corner of a cell on the board. */
export function cellOrigin(layout: BoardLayout, index: number): [number, number] {
  const row = Math.floor(index / SIZE);
  const col = index % SIZE;
  return [
    layout.boardX + layout.gap + col * (layout.cell + layout.gap),
    layout.boardY + layout.gap + row * (layout.cell + layout.gap),
  ];
}
