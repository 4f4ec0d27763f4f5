import type { Redis } from 'ioredis';

/** How long shutdown lets QUIT wait for the replies in flight before it drops the connection. */
export const QUIT_DEADLINE_MS = 2_000;

/**
 * Closes a connection politely, then firmly. QUIT lets the replies already in flight arrive, but it waits for its own
 * reply, which never comes on a half-open connection or one still waiting to reconnect with commands queued: a
 * shutdown that only QUITs can hang for good. After `deadlineMs` the connection is dropped instead. Resolves once the
 * connection has ended.
 *
 * A connection that is waiting to reconnect has no socket left to close: ioredis cancels the reconnection but never
 * reports the end (redis/ioredis#1247), so here that counts as ended.
 */
export async function closeRedis(redis: Redis, deadlineMs = QUIT_DEADLINE_MS): Promise<void> {
  if (redis.status === 'end') return;
  const ended = new Promise<void>((resolve) => redis.once('end', resolve));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  const quit = redis.quit().then(
    () => 'closed' as const,
    () => 'failed' as const,
  );
  const outcome = await Promise.race([quit, late]);
  clearTimeout(timer);
  if (outcome !== 'closed') redis.disconnect();
  if (redis.status === 'reconnecting') return;
  await ended;
}
