import type { LeaderboardOrder } from '../../sdk/src/simulation';

/** Scores a key holds exactly: 0 <= score < 2^32. */
export const MAX_LEADERBOARD_SCORE = 0xffffffff;
/** Levels a key holds exactly: 0 <= level < 1024. */
export const MAX_LEADERBOARD_LEVEL = 1023;

const SCORE_SPAN = 2 ** 32;

function checkRange(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`a leaderboard ${name} must be an integer from 0 to ${max}, not ${value}`);
  }
}

/**
 * One number per run for a Redis sorted set, where a HIGHER key ranks FIRST (read it with ZREVRANGE): the score
 * for 'score-desc'; for 'level-asc-score-desc', (1023 - level) * 2^32 + score, so a lower level ranks first and
 * the score breaks ties. At most 2^42 - 1, so exact as a double (and in Redis). Throws a RangeError for a score
 * or level outside the range it holds exactly, rather than rank a run wrongly.
 */
export function leaderboardKey(order: LeaderboardOrder, score: number, level: number): number {
  checkRange('score', score, MAX_LEADERBOARD_SCORE);
  switch (order) {
    case 'score-desc':
      return score;
    case 'level-asc-score-desc':
      checkRange('level', level, MAX_LEADERBOARD_LEVEL);
      return (MAX_LEADERBOARD_LEVEL - level) * SCORE_SPAN + score;
  }
}

/** The score and level a key was made from; the level is null where the order does not rank by it. */
export function decodeLeaderboardKey(order: LeaderboardOrder, key: number): { score: number; level: number | null } {
  switch (order) {
    case 'score-desc':
      return { score: key, level: null };
    case 'level-asc-score-desc':
      return { score: key % SCORE_SPAN, level: MAX_LEADERBOARD_LEVEL - Math.floor(key / SCORE_SPAN) };
  }
}
