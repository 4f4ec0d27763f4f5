import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeaderboardOrder } from '../../sdk/src/simulation';
import { decodeLeaderboardKey, leaderboardKey, MAX_LEADERBOARD_LEVEL, MAX_LEADERBOARD_SCORE } from './leaderboard-key';

interface Run {
  score: number;
  level: number;
}

/** The spec's order, written out: negative when `a` ranks above `b`, 0 when they tie. */
const specOrder: Record<LeaderboardOrder, (a: Run, b: Run) => number> = {
  'score-desc': (a, b) => b.score - a.score,
  'level-asc-score-desc': (a, b) => a.level - b.level || b.score - a.score,
};

const orders: LeaderboardOrder[] = ['score-desc', 'level-asc-score-desc'];
// Edges are where precision would be lost first; fast-check biases integer() towards them.
const run = fc.record({
  score: fc.integer({ min: 0, max: MAX_LEADERBOARD_SCORE }),
  level: fc.integer({ min: 0, max: MAX_LEADERBOARD_LEVEL }),
});

describe('leaderboardKey', () => {
  it.each(orders)('ranks two runs as the %s order does: a higher key first, equal keys only for a tie', (order) => {
    fc.assert(
      fc.property(run, run, (a, b) => {
        const byKey = Math.sign(leaderboardKey(order, b.score, b.level) - leaderboardKey(order, a.score, a.level));
        expect(byKey).toBe(Math.sign(specOrder[order](a, b)));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(orders)('sorts a whole board as the %s order does', (order) => {
    fc.assert(
      fc.property(fc.array(run, { maxLength: 50 }), (runs) => {
        const byKey = [...runs].sort(
          (a, b) => leaderboardKey(order, b.score, b.level) - leaderboardKey(order, a.score, a.level),
        );
        const bySpec = [...runs].sort(specOrder[order]);
        expect(byKey.map((r) => leaderboardKey(order, r.score, r.level))).toEqual(
          bySpec.map((r) => leaderboardKey(order, r.score, r.level)),
        );
        expect(byKey.map((r) => r.score)).toEqual(bySpec.map((r) => r.score));
      }),
    );
  });

  it.each(orders)('gives back the score (and level where it ranks) it was made from, exactly: %s', (order) => {
    fc.assert(
      fc.property(run, ({ score, level }) => {
        const key = leaderboardKey(order, score, level);
        expect(Number.isSafeInteger(key)).toBe(true);
        expect(decodeLeaderboardKey(order, key)).toEqual({
          score,
          level: order === 'level-asc-score-desc' ? level : null,
        });
      }),
    );
  });

  it('keys a score-desc board by the score itself, whatever the level', () => {
    expect(leaderboardKey('score-desc', 4936, 12)).toBe(4936);
    expect(leaderboardKey('score-desc', 4936, 5000)).toBe(4936);
  });

  it('puts a lower level above any score of a higher one', () => {
    const level1Worst = leaderboardKey('level-asc-score-desc', 0, 1);
    const level2Best = leaderboardKey('level-asc-score-desc', MAX_LEADERBOARD_SCORE, 2);
    expect(level1Worst).toBeGreaterThan(level2Best);
    expect(leaderboardKey('level-asc-score-desc', MAX_LEADERBOARD_SCORE, 0)).toBe(2 ** 42 - 1);
  });

  it.each([
    ['a negative score', -1, 1],
    ['a fractional score', 1.5, 1],
    ['a score of 2^32', 2 ** 32, 1],
    ['a level of 1024', 10, 1024],
    ['a negative level', 10, -1],
  ])('refuses %s rather than rank it wrongly', (_name, score, level) => {
    expect(() => leaderboardKey('level-asc-score-desc', score, level)).toThrow(RangeError);
  });
});
