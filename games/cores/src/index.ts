/**
 * @fundplay/game-cores: what the server needs from the games, bundled as CommonJS (dist/index.cjs) so the NestJS
 * backend can require it. Verification of untrusted replays belongs in the worker pool (./replay-worker); the main
 * thread uses the rules and the leaderboard keys.
 */
export type { ReplayVerdict } from '../../sdk/src/replay';
export type { LeaderboardOrder } from '../../sdk/src/simulation';
export { gameRules, type GameRules } from './game-rules';
export { MAX_LEADERBOARD_LEVEL, MAX_LEADERBOARD_SCORE, decodeLeaderboardKey, leaderboardKey } from './leaderboard-key';
export type { ReplayTask } from './replay-worker';
export { gameSlugs, verifyRun } from './verify-run';
export { replayFromMoves } from './replay-from-moves';
