import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller-chosen id may look like: enough for UUIDs and proxies' ids, nothing that could forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's x-request-id when it is safe to echo and log, otherwise a fresh UUID. */
export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
