import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';

/** What a request for `/metrics` gets: the metrics, a 401 asking for the token, or a 404 (off). */
export type MetricsAccess = 'allowed' | 'unauthorized' | 'off';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A set METRICS_TOKEN is always required as `Authorization: Bearer <token>`; without one, `/metrics` is open outside
 * production (development, tests, a private network's own checks) and off in production, where the public port
 * must not tell anyone the platform's traffic or queues.
 */
export function metricsAccess(
  config: Pick<AppConfig, 'metrics' | 'isProduction'>,
  authorization: string | undefined,
): MetricsAccess {
  const token = config.metrics.token;
  if (token === null) return config.isProduction ? 'off' : 'allowed';
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  // Compared as digests, so neither the length nor a prefix of the token leaks through timing.
  return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'unauthorized';
}
