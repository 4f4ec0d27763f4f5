import { describe, expect, it } from 'vitest';
import type { Replay } from './replay';
import { tallyGame } from './testing/tally-game';
import { verifyReplay } from './verify';

// seed 4 -> weight 2 per 'inc'; the run ends by itself at tick 50.
const valid = (): Replay => ({
  game: 'tally',
  seed: 4,
  inputs: [
    [0, 'inc'],
    [10, 'inc'],
    [10, 'inc'],
    [30, 'end'],
  ],
  claimedScore: 6,
});

describe('verifyReplay', () => {
  const sut = tallyGame();

  it('accepts a replay whose claimed score is the replayed score', () => {
    expect(verifyReplay(sut, valid())).toEqual({ game: 'tally', valid: true, score: 6, level: 1, ticks: 31 });
  });

  it('steps on with no input until the run ends by itself', () => {
    const replay = { ...valid(), inputs: [[2, 'inc']], claimedScore: 2 };
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: true, score: 2, ticks: 50 });
  });

  it('accepts a quit and stops there', () => {
    const replay = {
      ...valid(),
      inputs: [
        [1, 'inc'],
        [7, 'quit'],
      ],
      claimedScore: 2,
    };
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: true, score: 2, ticks: 7 });
  });

  it('rejects a changed claimed score and says what the replay scored', () => {
    expect(verifyReplay(sut, { ...valid(), claimedScore: 60 })).toMatchObject({
      valid: false,
      score: 6,
      reason: 'claimed score 60 does not match replayed score 6',
    });
  });

  it('rejects edited inputs through the score they replay to', () => {
    const replay = valid();
    replay.inputs.splice(2, 1);
    expect(verifyReplay(sut, replay).reason).toBe('claimed score 6 does not match replayed score 4');
  });

  it('rejects ticks out of order', () => {
    const replay = valid();
    replay.inputs[1] = [20, 'inc'];
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'ticks out of order' });
  });

  it('rejects inputs after the game ended on its own', () => {
    const replay = { ...valid(), inputs: [...valid().inputs, [40, 'inc'] as const] };
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'input after the game ended' });
  });

  it('rejects inputs beyond the natural end of the run', () => {
    const replay = {
      ...valid(),
      inputs: [
        [0, 'inc'],
        [60, 'inc'],
      ],
      claimedScore: 4,
    };
    expect(verifyReplay(sut, replay).reason).toBe('input after the game ended');
  });

  it('rejects inputs after a quit', () => {
    const replay = {
      ...valid(),
      inputs: [
        [1, 'inc'],
        [7, 'quit'],
        [8, 'inc'],
      ],
      claimedScore: 2,
    };
    expect(verifyReplay(sut, replay).reason).toBe('input after the game ended');
  });

  it('rejects more inputs in one tick than the bound', () => {
    const replay = {
      ...valid(),
      inputs: [
        [5, 'inc'],
        [5, 'inc'],
        [5, 'inc'],
      ],
      claimedScore: 6,
    };
    expect(verifyReplay(sut, replay).reason).toBe('inputs faster than the human bound');
  });

  it('rejects more inputs in one second than the bound, in any window', () => {
    // 6 inputs within ticks 12..21 (one second at 10 ticks/s), bound is 5.
    const inputs = [
      [0, 'inc'],
      [12, 'inc'],
      [14, 'inc'],
      [16, 'inc'],
      [18, 'inc'],
      [20, 'inc'],
      [21, 'inc'],
    ];
    expect(verifyReplay(sut, { ...valid(), inputs, claimedScore: 14 }).reason).toBe(
      'inputs faster than the human bound',
    );
    // The same inputs spread over ticks 0..22 stay within it.
    const spread = [
      [0, 'inc'],
      [3, 'inc'],
      [6, 'inc'],
      [9, 'inc'],
      [12, 'inc'],
      [15, 'inc'],
      [22, 'inc'],
    ];
    expect(verifyReplay(sut, { ...valid(), inputs: spread, claimedScore: 14 })).toMatchObject({ valid: true });
  });

  it('rejects a run that never ends before maxTicks', () => {
    const endless = tallyGame({ endTick: 1000, maxTicks: 30 });
    expect(verifyReplay(endless, { ...valid(), inputs: [], claimedScore: 0 })).toMatchObject({
      valid: false,
      reason: 'run never ended',
      ticks: 30,
    });
  });

  it('accepts a quit stamped exactly at maxTicks', () => {
    const endless = tallyGame({ endTick: 1000, maxTicks: 30 });
    expect(
      verifyReplay(endless, {
        ...valid(),
        inputs: [
          [29, 'inc'],
          [30, 'quit'],
        ],
        claimedScore: 2,
      }),
    ).toMatchObject({
      valid: true,
      ticks: 30,
    });
  });

  it('rejects illegal inputs and malformed replays', () => {
    expect(verifyReplay(sut, null).reason).toBe('replay is not an object');
    expect(verifyReplay(sut, { ...valid(), game: 'hang-glider' }).reason).toMatch(/for game "hang-glider"/);
    expect(verifyReplay(sut, { ...valid(), seed: -1 }).reason).toBe('seed is not a uint32');
    expect(verifyReplay(sut, { ...valid(), seed: 2 ** 32 }).reason).toBe('seed is not a uint32');
    expect(verifyReplay(sut, { ...valid(), claimedScore: 1.5 }).reason).toBe('claimedScore is not an integer');
    expect(verifyReplay(sut, { ...valid(), inputs: 'inc' }).reason).toBe('inputs is not an array');
    expect(verifyReplay(sut, { ...valid(), inputs: [[0, 'jump']] }).reason).toBe('input 0 is not a legal tally input');
    expect(verifyReplay(sut, { ...valid(), inputs: [[0.5, 'inc']] }).reason).toMatch(/not a non-negative integer/);
    expect(verifyReplay(sut, { ...valid(), inputs: [[0]] }).reason).toMatch(/not a \[tick, input\] pair/);
  });

  it('rejects absurdly long input lists before replaying anything', () => {
    const inputs = Array.from({ length: 10_000 }, (_, i) => [i, 'inc']);
    expect(verifyReplay(sut, { ...valid(), inputs }).reason).toBe('inputs faster than the human bound');
  });
});
