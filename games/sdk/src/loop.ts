/**
 * Fixed-step game loop: the simulation advances at a fixed tick rate whatever the display's
 * refresh rate, and rendering happens once per display frame with an interpolation factor
 * (`alpha`, 0..1: how far the wall clock is between the last tick and the next).
 */
export interface FixedStepLoopOptions {
  ticksPerSecond: number;
  /** Advance the simulation one tick. */
  step(): void;
  /** Draw; `alpha` in [0, 1) is the fraction of a tick elapsed since the last step. */
  render(alpha: number): void;
  /** Most ticks run in one frame before the loop drops the backlog (after a stall). Default 5. */
  maxCatchUpTicks?: number;
  /** Time source in milliseconds. Default `performance.now`. */
  now?: () => number;
  /** Frame scheduler. Default `requestAnimationFrame` / `cancelAnimationFrame`. */
  requestFrame?: (callback: () => void) => number;
  cancelFrame?: (handle: number) => void;
  /** Fast-forward factor read every frame (tests and replays); values below 1 count as 1. */
  speed?: () => number;
}

export interface FixedStepLoop {
  stop(): void;
  pause(): void;
  resume(): void;
  readonly paused: boolean;
}

export interface AccumulatorAdvance {
  /** Ticks to run now. */
  ticks: number;
  /** Milliseconds left over for the next frame (always < one tick). */
  accumulatorMs: number;
}

/**
 * The accumulator maths, pure: add the frame's elapsed time, take whole ticks out, and when more
 * than `maxTicks` are owed (a stall, a background tab) run `maxTicks` and forget the rest rather
 * than spiral into ever longer frames.
 */
export function advanceAccumulator(
  accumulatorMs: number,
  elapsedMs: number,
  tickMs: number,
  maxTicks: number,
): AccumulatorAdvance {
  const total = accumulatorMs + Math.max(0, elapsedMs);
  const owed = Math.floor(total / tickMs);
  if (owed > maxTicks) return { ticks: maxTicks, accumulatorMs: 0 };
  return { ticks: owed, accumulatorMs: total - owed * tickMs };
}

export function startFixedStepLoop(opts: FixedStepLoopOptions): FixedStepLoop {
  if (!(opts.ticksPerSecond > 0)) throw new RangeError('ticksPerSecond must be positive');
  const tickMs = 1000 / opts.ticksPerSecond;
  const baseCatchUp = opts.maxCatchUpTicks ?? 5;
  const now = opts.now ?? (() => performance.now());
  const requestFrame = opts.requestFrame ?? ((cb: () => void) => requestAnimationFrame(cb));
  const cancelFrame = opts.cancelFrame ?? ((handle: number) => cancelAnimationFrame(handle));
  const speedOf = (): number => {
    const s = opts.speed?.() ?? 1;
    return Number.isFinite(s) && s > 1 ? s : 1;
  };

  let accumulatorMs = 0;
  let last = now();
  let handle: number | null = null;
  let paused = false;
  let stopped = false;

  const frame = (): void => {
    handle = null;
    if (stopped || paused) return;
    const t = now();
    const speed = speedOf();
    const advance = advanceAccumulator(accumulatorMs, (t - last) * speed, tickMs, Math.ceil(baseCatchUp * speed));
    last = t;
    accumulatorMs = advance.accumulatorMs;
    for (let i = 0; i < advance.ticks; i++) {
      opts.step();
      // step() may stop or pause the loop (game over, exit); honour it at once.
      if (stopped || paused) {
        accumulatorMs = 0;
        break;
      }
    }
    if (stopped) return;
    opts.render(accumulatorMs / tickMs);
    if (!paused) handle = requestFrame(frame);
  };

  handle = requestFrame(frame);

  return {
    stop() {
      stopped = true;
      if (handle !== null) cancelFrame(handle);
      handle = null;
    },
    pause() {
      if (stopped || paused) return;
      paused = true;
      if (handle !== null) cancelFrame(handle);
      handle = null;
    },
    resume() {
      if (stopped || !paused) return;
      paused = false;
      // Time spent paused is not owed to the simulation.
      last = now();
      accumulatorMs = 0;
      handle = requestFrame(frame);
    },
    get paused() {
      return paused;
    },
  };
}
