import { BOARD_SIZE, areNeighbours, columnOf, rowOf } from '../core/board';
import type { SwapInput } from '../core/swap-input';

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  w: [-1, 0],
  s: [1, 0],
  a: [0, -1],
  d: [0, 1],
};

/**
 * Turns pointer and key events into swaps. Mouse and touch: drag a gem onto a neighbour, or
 * tap one gem then a neighbour. Keyboard: arrows move a cursor, Space or Enter picks up the
 * gem under it, and an arrow then swaps it that way.
 */
export class SwapControls {
  /** The picked-up gem's cell, waiting for its partner. */
  selected: number | null = null;
  cursor = 27;
  /** The cursor only shows once the keyboard has been used. */
  cursorVisible = false;
  private drag: { id: number; cell: number; x: number; y: number; swapped: boolean } | null = null;

  constructor(
    private readonly cellAt: (x: number, y: number) => number | null,
    private readonly cellSize: () => number,
    private readonly swap: (input: SwapInput) => void,
  ) {}

  reset(): void {
    this.selected = null;
    this.drag = null;
    this.cursorVisible = false;
  }

  pointerDown(id: number, x: number, y: number): void {
    const cell = this.cellAt(x, y);
    this.cursorVisible = false;
    if (cell === null) {
      this.selected = null;
      return;
    }
    if (this.selected !== null && areNeighbours(this.selected, cell)) {
      this.emit(this.selected, cell);
      return;
    }
    this.selected = cell;
    this.drag = { id, cell, x, y, swapped: false };
  }

  pointerMove(id: number, x: number, y: number): void {
    const drag = this.drag;
    if (!drag || drag.id !== id || drag.swapped) return;
    const dx = x - drag.x;
    const dy = y - drag.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < this.cellSize() * 0.35) return;
    const [dr, dc] = Math.abs(dx) > Math.abs(dy) ? [0, Math.sign(dx)] : [Math.sign(dy), 0];
    const target = neighbour(drag.cell, dr, dc);
    drag.swapped = true;
    if (target !== null) this.emit(drag.cell, target);
  }

  pointerUp(id: number): void {
    if (this.drag?.id === id) this.drag = null;
  }

  /** Returns true when the key is one of the game's. */
  keyDown(key: string): boolean {
    const direction = DIRECTIONS[key];
    if (direction) {
      this.cursorVisible = true;
      const target = neighbour(this.cursor, direction[0], direction[1]);
      if (target === null) return true;
      if (this.selected === this.cursor) this.emit(this.cursor, target);
      else this.selected = null;
      this.cursor = target;
      return true;
    }
    if (key === ' ' || key === 'Enter') {
      if (!this.cursorVisible) {
        this.cursorVisible = true;
        return true;
      }
      if (this.selected !== null && this.selected !== this.cursor && areNeighbours(this.selected, this.cursor)) {
        this.emit(this.selected, this.cursor);
      } else {
        this.selected = this.selected === this.cursor ? null : this.cursor;
      }
      return true;
    }
    return false;
  }

  private emit(from: number, to: number): void {
    this.selected = null;
    this.drag = null;
    this.swap([from, to]);
  }
}

function neighbour(cell: number, dr: number, dc: number): number | null {
  const row = rowOf(cell) + dr;
  const column = columnOf(cell) + dc;
  if (row < 0 || row >= BOARD_SIZE || column < 0 || column >= BOARD_SIZE) return null;
  return row * BOARD_SIZE + column;
}
