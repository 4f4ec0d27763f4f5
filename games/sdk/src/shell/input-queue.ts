import type { GameInput } from '../simulation';

export interface InputQueueLimits {
  ticksPerSecond: number;
  maxInputsPerTick: number;
  maxInputsPerSecond: number;
  /** Inputs held back beyond this are dropped (a player mashing keys faster than the bound). */
  capacity?: number;
}

/**
 * Holds the inputs the view emits between ticks and releases them tick by tick, never more than
 * the game's human bound allows: an input that would break it waits for a later tick instead of
 * producing a replay the server would reject.
 */
export class InputQueue<TInput extends GameInput> {
  private readonly pending: TInput[] = [];
  /** Ticks of the inputs released within the last second, oldest first. */
  private readonly released: number[] = [];
  private readonly capacity: number;

  constructor(private readonly limits: InputQueueLimits) {
    this.capacity = limits.capacity ?? 16;
  }

  get size(): number {
    return this.pending.length;
  }

  push(input: TInput): boolean {
    if (this.pending.length >= this.capacity) return false;
    this.pending.push(input);
    return true;
  }

  /** The inputs to apply on `tick`, removed from the queue. Ticks must not go backwards. */
  take(tick: number): TInput[] {
    const { ticksPerSecond, maxInputsPerTick, maxInputsPerSecond } = this.limits;
    while (this.released.length > 0 && (this.released[0] as number) <= tick - ticksPerSecond) this.released.shift();
    const room = Math.min(maxInputsPerTick, maxInputsPerSecond - this.released.length, this.pending.length);
    if (room <= 0) return [];
    const batch = this.pending.splice(0, room);
    for (let i = 0; i < batch.length; i++) this.released.push(tick);
    return batch;
  }

  clear(): void {
    this.pending.length = 0;
    this.released.length = 0;
  }
}
