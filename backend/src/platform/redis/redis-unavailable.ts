/**
 * What ioredis fails a command with when Redis could not be asked or did not answer (rather than Redis refusing the
 * command itself, a ReplyError): the connection is down, dropped under the command, or timed out. ioredis exports
 * no classes for most of these, so they are told apart by name and message (redis-unavailable.spec.ts checks them
 * against the installed ioredis).
 */
const unreachableMessages = new Set([
  // enableOfflineQueue: false while disconnected or reconnecting
  "Stream isn't writeable and enableOfflineQueue options is false",
  // commandTimeout elapsed
  'Command timed out',
  // the connection was closed for good (shutdown)
  'Connection is closed.',
]);

/** Whether `error` says Redis was unreachable, so the request may succeed if it is tried again in a moment. */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // MaxRetriesPerRequestError: the connection dropped under the command; AbortError: the same inside MULTI.
  if (error.name === 'MaxRetriesPerRequestError' || error.name === 'AbortError') return true;
  return unreachableMessages.has(error.message);
}
