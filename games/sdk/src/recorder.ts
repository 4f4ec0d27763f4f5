import { QUIT_INPUT, type Replay, type ReplayInput } from './replay';
import type { GameInput } from './simulation';

/**
 * Records the inputs of one run, stamped with the tick they were applied on, and turns them into
 * a {@link Replay} the server can verify. Ticks must never go backwards and nothing may be
 * recorded after `quit`: both would make the replay invalid, so they throw here, where the bug is.
 */
export class InputRecorder<TInput extends GameInput> {
  private readonly inputs: ReplayInput[] = [];
  private lastTick = 0;
  private ended = false;

  constructor(
    private readonly game: string,
    private readonly seed: number,
  ) {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      throw new RangeError(`seed must be a uint32, got ${seed}`);
    }
  }

  /** Number of inputs recorded so far (quit included). */
  get length(): number {
    return this.inputs.length;
  }

  record(tick: number, input: TInput): void {
    this.append(tick, input);
  }

  /** The player left before the run was over; `tick` is the first tick that did not run. */
  quit(tick: number): void {
    this.append(tick, QUIT_INPUT);
    this.ended = true;
  }

  toReplay(claimedScore: number): Replay {
    return {
      game: this.game,
      seed: this.seed,
      inputs: this.inputs.map(([tick, input]) => [tick, Array.isArray(input) ? [...input] : input] as const),
      claimedScore,
    };
  }

  private append(tick: number, input: GameInput): void {
    if (this.ended) throw new Error('the run already quit; nothing can be recorded after it');
    if (!Number.isInteger(tick) || tick < this.lastTick) {
      throw new RangeError(`tick ${tick} is before the last recorded tick ${this.lastTick}`);
    }
    this.lastTick = tick;
    this.inputs.push([tick, input]);
  }
}
