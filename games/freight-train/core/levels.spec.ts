import { describe, expect, it } from 'vitest';
import { LAYOUTS, levelPlan } from './levels';

describe('levelPlan', () => {
  it('brings a new layout on each of the first four levels', () => {
    expect([1, 2, 3, 4].map((level) => levelPlan(level).layout)).toEqual(LAYOUTS);
  });

  it('has no expresses on level 1 and some on every later level', () => {
    expect(levelPlan(1).expressChance[0]).toBe(0);
    for (let level = 2; level < 20; level++) expect(levelPlan(level).expressChance[0]).toBeGreaterThan(0);
  });

  it('gets faster, busier and longer, level by level', () => {
    for (let level = 2; level < 40; level++) {
      const before = levelPlan(level - 1);
      const sut = levelPlan(level);
      expect(sut.speed).toBeGreaterThanOrEqual(before.speed);
      expect(sut.spawnGapTicks[0]).toBeLessThanOrEqual(before.spawnGapTicks[0]);
      expect(sut.trains).toBeGreaterThanOrEqual(before.trains);
      expect(sut.expressSpeed).toBeGreaterThan(sut.speed);
    }
    expect(levelPlan(10).speed).toBeGreaterThan(levelPlan(1).speed);
  });

  it('alternates the two biggest layouts after level 4', () => {
    expect(levelPlan(5).layout.name).toBe('Crossroads');
    expect(levelPlan(6).layout.name).toBe('Grand Terminal');
    expect(levelPlan(7).layout.name).toBe('Crossroads');
  });
});
