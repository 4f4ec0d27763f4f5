import type { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * Logs when `redis` loses Redis and when it has it back, once each: ioredis reports every failed reconnection
 * (several a second), and without a listener prints each one to stderr.
 */
export function logRedisOutages(redis: Redis, logger: Logger, consequence: string): void {
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    logger.warn({ err: error }, `Redis is unreachable: ${consequence}`);
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    logger.log('Redis is reachable again');
  });
}
