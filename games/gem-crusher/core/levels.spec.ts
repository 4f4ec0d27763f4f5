import { describe, expect, it } from 'vitest';
import { levelGoal } from './levels';

describe('levelGoal', () => {
  it('asks for 1000 points in 20 moves on level 1', () => {
    expect(levelGoal(1)).toEqual({ level: 1, moves: 20, targetScore: 1000 });
  });

  it('asks for more points per move on every later level', () => {
    for (let level = 2; level < 30; level++) {
      const previous = levelGoal(level - 1);
      const sut = levelGoal(level);
      const perMove = (goal: typeof sut, before: number) => (goal.targetScore - before) / goal.moves;
      expect(sut.targetScore).toBeGreaterThan(previous.targetScore);
      expect(sut.moves).toBeGreaterThanOrEqual(12);
      expect(perMove(sut, previous.targetScore)).toBeGreaterThan(
        perMove(previous, level === 2 ? 0 : levelGoal(level - 2).targetScore),
      );
    }
  });
});
