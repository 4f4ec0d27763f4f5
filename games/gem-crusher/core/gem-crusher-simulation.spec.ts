import { describe, expect, it } from 'vitest';
import { CELL_COUNT } from './board';
import { resolutionTicks } from './cascade-timing';
import { findMatches } from './find-matches';
import { GemCrusherSimulation } from './gem-crusher-simulation';
import { levelGoal } from './levels';
import { findPossibleSwaps } from './possible-moves';
import type { SwapInput } from './swap-input';

function firstUselessSwap(sim: GemCrusherSimulation): SwapInput {
  const productive = new Set(findPossibleSwaps(sim.board.slice()).map(([a, b]) => `${a},${b}`));
  for (let cell = 0; cell < CELL_COUNT - 1; cell++) {
    if (cell % 8 !== 7 && !productive.has(`${cell},${cell + 1}`)) return [cell, cell + 1];
  }
  throw new Error('every swap is productive');
}

function waitUntilReady(sim: GemCrusherSimulation): void {
  while (sim.busy && !sim.over) sim.step([]);
}

describe('GemCrusherSimulation', () => {
  it('deals a full board with no ready-made match and level 1 goals', () => {
    const sut = new GemCrusherSimulation(42);
    expect(sut.board).toHaveLength(CELL_COUNT);
    expect(findMatches(sut.board.slice())).toEqual([]);
    expect(findPossibleSwaps(sut.board.slice()).length).toBeGreaterThan(0);
    expect(sut.level).toBe(1);
    expect(sut.movesLeft).toBe(levelGoal(1).moves);
    expect(sut.score).toBe(0);
  });

  it('deals the same board from the same seed and a different one from another', () => {
    const ids = (seed: number) =>
      new GemCrusherSimulation(seed).board.map((gem) => (gem.kind === 'colour-bomb' ? -1 : gem.colour));
    expect(ids(5)).toEqual(ids(5));
    expect(ids(5)).not.toEqual(ids(6));
  });

  it('spends a move and scores for a swap that makes a match', () => {
    const sut = new GemCrusherSimulation(1);
    const swap = findPossibleSwaps(sut.board.slice())[0]!;
    sut.step([swap]);
    expect(sut.movesLeft).toBe(levelGoal(1).moves - 1);
    expect(sut.score).toBeGreaterThanOrEqual(30);
    expect(sut.lastResolution?.resolution.from).toBe(swap[0]);
  });

  it('ignores a swap that makes no match without spending a move', () => {
    const sut = new GemCrusherSimulation(1);
    const before = sut.board.map((gem) => gem.id);
    const swap = firstUselessSwap(sut);
    sut.step([swap]);
    expect(sut.movesLeft).toBe(levelGoal(1).moves);
    expect(sut.board.map((gem) => gem.id)).toEqual(before);
    expect(sut.lastRejected).toEqual({ swap, tick: 0 });
  });

  it('ignores swaps while a cascade is still being shown', () => {
    const sut = new GemCrusherSimulation(3);
    sut.step([findPossibleSwaps(sut.board.slice())[0]!]);
    const busyTicks = resolutionTicks(sut.lastResolution!.resolution.waves.length);
    expect(sut.busy).toBe(true);
    const moves = sut.movesLeft;
    const score = sut.score;
    sut.step([findPossibleSwaps(sut.board.slice())[0]!]);
    expect(sut.movesLeft).toBe(moves);
    expect(sut.score).toBe(score);
    for (let t = 2; t < busyTicks; t++) sut.step([]);
    expect(sut.busy).toBe(false);
    sut.step([findPossibleSwaps(sut.board.slice())[0]!]);
    expect(sut.movesLeft).toBe(moves - 1);
  });

  it('advances a level with fresh moves once the target is reached, and ends when moves run out short of it', () => {
    const sut = new GemCrusherSimulation(11);
    let levelUps = 0;
    while (!sut.over) {
      waitUntilReady(sut);
      if (sut.over) break;
      const level = sut.level;
      const target = sut.goal.targetScore;
      // Always the last productive swap: a weak player, so both outcomes happen.
      const swaps = findPossibleSwaps(sut.board.slice());
      sut.step([swaps[swaps.length - 1]!]);
      waitUntilReady(sut);
      if (sut.level > level) {
        levelUps++;
        expect(sut.score).toBeGreaterThanOrEqual(target);
        expect(sut.movesLeft).toBe(levelGoal(sut.level).moves);
      }
    }
    expect(levelUps).toBeGreaterThan(0);
    expect(sut.movesLeft).toBe(0);
    expect(sut.score).toBeLessThan(sut.goal.targetScore);
  });

  it('always leaves the board with a productive swap once it settles', () => {
    for (let seed = 0; seed < 10; seed++) {
      const sut = new GemCrusherSimulation(seed);
      while (!sut.over) {
        waitUntilReady(sut);
        if (sut.over) break;
        const swaps = findPossibleSwaps(sut.board.slice());
        expect(swaps.length).toBeGreaterThan(0);
        expect(findMatches(sut.board.slice())).toEqual([]);
        sut.step([swaps[seed % swaps.length]!]);
      }
    }
  });

  it('stops taking input once over', () => {
    const sut = new GemCrusherSimulation(2);
    while (!sut.over) {
      waitUntilReady(sut);
      sut.step([findPossibleSwaps(sut.board.slice())[0] ?? [0, 1]]);
    }
    const tick = sut.tick;
    sut.step([[0, 1]]);
    expect(sut.tick).toBe(tick);
  });
});
