import { BOARD_SIZE, cellIndex } from '../core/board';

/** Room the shell's HUD (score, level, mute, pause) takes at the top of the canvas. */
const HUD_HEIGHT = 62;
const GOAL_PANEL_HEIGHT = 58;
const GAP = 10;
const MAX_BOARD = 600;

/** Where the goal panel and the board sit on a canvas of a given size, in CSS pixels. */
export class BoardGeometry {
  width = 0;
  height = 0;
  boardX = 0;
  boardY = 0;
  boardSide = 0;
  cell = 0;
  panelY = 0;

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    const side = Math.min(MAX_BOARD, width - 2 * GAP, height - HUD_HEIGHT - GOAL_PANEL_HEIGHT - 3 * GAP);
    this.cell = Math.max(4, Math.floor(side / BOARD_SIZE));
    this.boardSide = this.cell * BOARD_SIZE;
    const block = GOAL_PANEL_HEIGHT + GAP + this.boardSide;
    // Sit a little above centre: thumbs reach the lower board, eyes find the panel.
    const top = HUD_HEIGHT + Math.max(0, (height - HUD_HEIGHT - GAP - block) / 3);
    this.panelY = top;
    this.boardY = Math.round(top + GOAL_PANEL_HEIGHT + GAP);
    this.boardX = Math.round((width - this.boardSide) / 2);
  }

  get panelHeight(): number {
    return GOAL_PANEL_HEIGHT;
  }

  /** Centre of a (possibly fractional) row and column. */
  centre(row: number, column: number): { x: number; y: number } {
    return { x: this.boardX + (column + 0.5) * this.cell, y: this.boardY + (row + 0.5) * this.cell };
  }

  /** The cell under a point, or null off the board. */
  cellAt(x: number, y: number): number | null {
    const column = Math.floor((x - this.boardX) / this.cell);
    const row = Math.floor((y - this.boardY) / this.cell);
    if (row < 0 || row >= BOARD_SIZE || column < 0 || column >= BOARD_SIZE) return null;
    return cellIndex(row, column);
  }
}
