import { createRng, type Rng } from '../../sdk/src/rng';
import type { Simulation } from '../../sdk/src/simulation';
import { CELLS, canMove, type LetterGrid } from './letter-grid';
import type { MergeInput } from './merge-input';
import { slideLetters, type Slide } from './slide-letters';

export const TICKS_PER_SECOND = 20;
/** A game lasts at most an hour of play (paused time does not count). */
export const TIME_LIMIT_TICKS = TICKS_PER_SECOND * 60 * 60;

/** What the last move did, for the view's animation. */
export interface LastMove {
  /** The tick the move was made on. */
  tick: number;
  direction: MergeInput;
  slides: Slide[];
  merges: number[];
  /** Where the new tile appeared. */
  spawned: number;
  points: number;
}

/**
 * One game of Alphabet Merge: turn-based inside the fixed-step loop (at most one slide a tick).
 * A move that changes the board spawns a new A (or, one time in ten, a B) on a random empty cell.
 */
export class AlphabetMergeSimulation implements Simulation<MergeInput> {
  tick = 0;
  over = false;
  score = 0;
  moves = 0;
  /** Why the game ended: no move left, or the hour ran out. */
  endCause: 'stuck' | 'time' | null = null;
  grid: LetterGrid = new Uint8Array(CELLS);
  lastMove: LastMove | null = null;
  /** Cell of each opening tile, for the view. */
  readonly openingCells: number[] = [];
  private highest = 1;
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = createRng(seed);
    this.openingCells.push(this.spawn(), this.spawn());
    this.highest = Math.max(...this.grid);
  }

  /** Highest letter on the board so far (A = 1 ... Z = 26). */
  get level(): number {
    return this.highest;
  }

  step(inputs: readonly MergeInput[]): void {
    if (this.over) return;
    const direction = inputs[0];
    if (direction !== undefined) this.move(direction);
    this.tick++;
    if (!this.over && this.tick >= TIME_LIMIT_TICKS) {
      this.over = true;
      this.endCause = 'time';
    }
  }

  private move(direction: MergeInput): void {
    const result = slideLetters(this.grid, direction);
    if (!result) return; // a slide into the wall: nothing happens, no tile spawns
    this.grid = result.grid;
    this.score += result.points;
    this.moves++;
    if (result.highestMade > this.highest) this.highest = result.highestMade;
    const spawned = this.spawn();
    this.lastMove = {
      tick: this.tick,
      direction,
      slides: result.slides,
      merges: result.merges,
      spawned,
      points: result.points,
    };
    if (!canMove(this.grid)) {
      this.over = true;
      this.endCause = 'stuck';
    }
  }

  /** Put an A (9 in 10) or a B on a random empty cell; returns the cell. */
  private spawn(): number {
    let empty = 0;
    for (let i = 0; i < CELLS; i++) if (this.grid[i] === 0) empty++;
    let pick = this.rng.int(empty);
    const letter = this.rng.chance(1, 10) ? 2 : 1;
    for (let i = 0; i < CELLS; i++) {
      if (this.grid[i] !== 0) continue;
      if (pick-- === 0) {
        this.grid[i] = letter;
        return i;
      }
    }
    throw new Error('spawn() needs an empty cell');
  }
}
