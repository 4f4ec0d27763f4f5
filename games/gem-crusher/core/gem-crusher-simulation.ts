import type { Simulation } from '../../sdk/src/simulation';
import { createRng } from '../../sdk/src/rng';
import type { Board } from './board';
import { RESHUFFLE_TICKS, resolutionTicks } from './cascade-timing';
import { fillBoard } from './fill-board';
import type { Gem } from './gem';
import { GemFactory } from './gem-factory';
import { levelGoal, type LevelGoal } from './levels';
import { hasPossibleSwap } from './possible-moves';
import { reshuffle } from './reshuffle';
import { resolveSwap, type SwapResolution } from './resolve-swap';
import type { SwapInput } from './swap-input';

/** A run ends on its own after 30 minutes even if the player never runs out of moves. */
export const GEM_CRUSHER_SESSION_TICKS = 30 * 60 * 30;

export interface ResolutionEvent {
  readonly resolution: SwapResolution;
  readonly startTick: number;
}

export interface ReshuffleEvent {
  readonly before: readonly Gem[];
  readonly startTick: number;
}

export interface RejectedSwapEvent {
  readonly swap: SwapInput;
  readonly tick: number;
}

export class GemCrusherSimulation implements Simulation<SwapInput> {
  private readonly gems: GemFactory;
  private readonly cells: Board;
  private goalValue: LevelGoal = levelGoal(1);
  private movesLeftValue = this.goalValue.moves;
  private scoreValue = 0;
  private tickValue = 0;
  private overValue = false;
  private busyUntil = 0;
  private settlePending = false;
  private lastResolutionValue: ResolutionEvent | null = null;
  private lastReshuffleValue: ReshuffleEvent | null = null;
  private lastRejectedValue: RejectedSwapEvent | null = null;

  constructor(seed: number) {
    this.gems = new GemFactory(createRng(seed));
    this.cells = fillBoard(this.gems);
  }

  get board(): readonly Gem[] {
    return this.cells as Gem[];
  }
  get score(): number {
    return this.scoreValue;
  }
  get level(): number {
    return this.goalValue.level;
  }
  get goal(): LevelGoal {
    return this.goalValue;
  }
  get movesLeft(): number {
    return this.movesLeftValue;
  }
  get tick(): number {
    return this.tickValue;
  }
  get over(): boolean {
    return this.overValue;
  }
  /** True while a cascade or reshuffle plays out; swaps arriving now are ignored. */
  get busy(): boolean {
    return this.tickValue < this.busyUntil;
  }
  get lastResolution(): ResolutionEvent | null {
    return this.lastResolutionValue;
  }
  get lastReshuffle(): ReshuffleEvent | null {
    return this.lastReshuffleValue;
  }
  /** The latest swap that was ignored because it would not make a match. */
  get lastRejected(): RejectedSwapEvent | null {
    return this.lastRejectedValue;
  }

  step(inputs: readonly SwapInput[]): void {
    if (this.overValue) return;
    for (const swap of inputs) {
      if (this.busy) break;
      this.trySwap(swap);
    }
    this.tickValue++;
    if (this.settlePending && !this.busy) this.settle();
    if (this.tickValue >= GEM_CRUSHER_SESSION_TICKS) this.overValue = true;
  }

  private trySwap([from, to]: SwapInput): void {
    const resolution = resolveSwap(this.cells, from, to, this.gems);
    if (resolution === null) {
      this.lastRejectedValue = { swap: [from, to], tick: this.tickValue };
      return;
    }
    this.movesLeftValue--;
    this.scoreValue += resolution.points;
    this.lastResolutionValue = { resolution, startTick: this.tickValue };
    this.busyUntil = this.tickValue + resolutionTicks(resolution.waves.length);
    this.settlePending = true;
  }

  /** Once a cascade has been shown: advance the level, end the run, or unstick the board. */
  private settle(): void {
    this.settlePending = false;
    if (this.scoreValue >= this.goalValue.targetScore) {
      this.goalValue = levelGoal(this.goalValue.level + 1);
      this.movesLeftValue = this.goalValue.moves;
    } else if (this.movesLeftValue === 0) {
      this.overValue = true;
      return;
    }
    if (!hasPossibleSwap(this.cells)) {
      const before = this.cells.slice() as Gem[];
      reshuffle(this.cells, this.gems);
      this.lastReshuffleValue = { before, startTick: this.tickValue };
      this.busyUntil = this.tickValue + RESHUFFLE_TICKS;
    }
  }
}
