import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// or rediss:// URL (user, password, database number, TLS). */
export function redisOptionsFromUrl(url: string, extra: RedisOptions = {}): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.replace('/', '');
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    ...extra,
  };
}

/**
 * Options for the API's shared connection, which answers HTTP requests. ioredis's defaults suit a worker (keep a
 * command until Redis is back, up to 20 reconnections: ~10 s and more), but hold a request open as long: here a
 * command fails at once while Redis is unreachable (the request answers 503), a connection dropped under a command
 * fails it instead of retrying, and no command waits longer than `commandTimeoutMs` (a hung network or server).
 * A connection that leaves a command unanswered that long is dropped too (socketTimeout): once replies are lost,
 * later ones would be matched to the wrong commands. ioredis keeps reconnecting in the background, so requests
 * succeed again as soon as Redis is back.
 * BullMQ's connections are never built from these: its blocking workers need `maxRetriesPerRequest: null`.
 */
export function requestPathRedisOptions(commandTimeoutMs: number): RedisOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    socketTimeout: commandTimeoutMs,
  };
}

/**
 * How long a long-lived background connection (Socket.IO's publisher and subscriber, the outbox nudge subscriber)
 * waits for a reply before it counts itself half-open. ioredis bounds only the TCP connect: a connection accepted
 * while the network hangs sends its ready check and waits for the answer forever, holding every command behind it,
 * even after the network is back. Dropping it lets ioredis reconnect as it does after any other loss.
 */
export const BACKGROUND_REPLY_DEADLINE_MS = 10_000;

/** Options for long-lived connections outside the request path: ioredis's defaults plus a reply deadline. */
export function backgroundRedisOptions(replyDeadlineMs = BACKGROUND_REPLY_DEADLINE_MS): RedisOptions {
  return { socketTimeout: replyDeadlineMs };
}
