/*
 * Compete (architecture §7–§8): a fundraiser's games, token-paid runs the server replays, leaderboards of verified
 * scores, shared tokens, badges and the public big screen. ids.ts is internal and stays out of this list.
 */
export * from './rules';
export * from './game.schema';
export * from './run.schema';
export * from './query.schema';
export * from './token-share.schema';
export * from './responses';
export * from './badges';
