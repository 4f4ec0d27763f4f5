import { describe, expect, it } from 'vitest';
import { advanceAccumulator, startFixedStepLoop, type FixedStepLoopOptions } from './loop';

describe('advanceAccumulator', () => {
  it('takes whole ticks out and keeps the remainder', () => {
    const sut = advanceAccumulator(5, 30, 10, 5);
    expect(sut.ticks).toBe(3);
    expect(sut.accumulatorMs).toBeCloseTo(5);
  });

  it('runs no tick until a whole tick has built up', () => {
    expect(advanceAccumulator(0, 9.9, 10, 5)).toEqual({ ticks: 0, accumulatorMs: 9.9 });
  });

  it('caps catch-up after a stall and drops the backlog', () => {
    expect(advanceAccumulator(0, 5000, 10, 5)).toEqual({ ticks: 5, accumulatorMs: 0 });
  });

  it('ignores a clock that went backwards', () => {
    expect(advanceAccumulator(3, -50, 10, 5)).toEqual({ ticks: 0, accumulatorMs: 3 });
  });
});

/** A manual clock and frame scheduler: `frame(ms)` advances time and runs the pending frame. */
function harness(overrides: Partial<FixedStepLoopOptions> = {}) {
  let time = 1000;
  let pending: (() => void) | null = null;
  const steps: number[] = [];
  const alphas: number[] = [];
  let speed = 1;
  const loop = startFixedStepLoop({
    ticksPerSecond: 50,
    step: () => steps.push(time),
    render: (alpha) => alphas.push(alpha),
    now: () => time,
    requestFrame: (cb) => {
      pending = cb;
      return 1;
    },
    cancelFrame: () => {
      pending = null;
    },
    speed: () => speed,
    ...overrides,
  });
  return {
    loop,
    steps,
    alphas,
    setSpeed: (s: number) => {
      speed = s;
    },
    get scheduled() {
      return pending !== null;
    },
    frame(ms: number) {
      time += ms;
      const cb = pending;
      pending = null;
      cb?.();
    },
  };
}

describe('startFixedStepLoop', () => {
  it('steps at the tick rate whatever the frame rate', () => {
    const sut = harness();
    for (let i = 0; i < 144; i++) sut.frame(1000 / 144); // one second on a 144 Hz display
    expect(sut.steps.length).toBeGreaterThanOrEqual(49);
    expect(sut.steps.length).toBeLessThanOrEqual(50);
    expect(sut.alphas.length).toBe(144);
  });

  it('renders with the fraction of a tick left over', () => {
    const sut = harness();
    sut.frame(30); // 1.5 ticks of 20 ms
    expect(sut.steps.length).toBe(1);
    expect(sut.alphas.at(-1)).toBeCloseTo(0.5);
  });

  it('does not owe the simulation the time spent paused', () => {
    const sut = harness();
    sut.frame(20);
    sut.loop.pause();
    expect(sut.loop.paused).toBe(true);
    expect(sut.scheduled).toBe(false);
    sut.frame(10_000);
    sut.loop.resume();
    sut.frame(20);
    expect(sut.steps.length).toBe(2);
  });

  it('fast-forwards by the speed factor, beyond the normal catch-up cap', () => {
    const sut = harness();
    sut.setSpeed(20);
    sut.frame(20);
    expect(sut.steps.length).toBe(20);
  });

  it('treats a speed below 1 as 1 (no slow motion)', () => {
    const sut = harness();
    sut.setSpeed(0.1);
    sut.frame(100);
    expect(sut.steps.length).toBe(5);
  });

  it('stops stepping at once when a step stops the loop', () => {
    let count = 0;
    const sut = harness({
      step: () => {
        count++;
        if (count === 2) sut.loop.stop();
      },
    });
    sut.frame(100);
    expect(count).toBe(2);
    expect(sut.alphas).toEqual([]);
    expect(sut.scheduled).toBe(false);
  });
});
