import { describe, expect, it } from 'vitest';
import { InputQueue } from './input-queue';

describe('InputQueue', () => {
  it('releases at most maxInputsPerTick per tick, in order', () => {
    const sut = new InputQueue<string>({ ticksPerSecond: 60, maxInputsPerTick: 1, maxInputsPerSecond: 30 });
    sut.push('u');
    sut.push('d');
    expect(sut.take(0)).toEqual(['u']);
    expect(sut.take(1)).toEqual(['d']);
    expect(sut.take(2)).toEqual([]);
  });

  it('holds inputs back once a second holds maxInputsPerSecond, then lets them through', () => {
    const sut = new InputQueue<string>({ ticksPerSecond: 10, maxInputsPerTick: 2, maxInputsPerSecond: 3 });
    for (let i = 0; i < 5; i++) sut.push(`k${i}`);
    expect(sut.take(0)).toEqual(['k0', 'k1']);
    expect(sut.take(1)).toEqual(['k2']);
    expect(sut.take(5)).toEqual([]);
    expect(sut.take(10)).toEqual(['k3', 'k4']);
  });

  it('drops inputs beyond its capacity', () => {
    const sut = new InputQueue<string>({ ticksPerSecond: 10, maxInputsPerTick: 1, maxInputsPerSecond: 5, capacity: 2 });
    expect([sut.push('a'), sut.push('b'), sut.push('c')]).toEqual([true, true, false]);
    expect(sut.size).toBe(2);
  });

  it('forgets pending inputs and history on clear', () => {
    const sut = new InputQueue<string>({ ticksPerSecond: 10, maxInputsPerTick: 1, maxInputsPerSecond: 1 });
    sut.push('a');
    sut.take(0);
    sut.push('b');
    sut.clear();
    sut.push('c');
    expect(sut.take(1)).toEqual(['c']);
  });
});
