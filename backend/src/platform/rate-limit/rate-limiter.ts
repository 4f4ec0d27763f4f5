import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window that refused this hit ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** Fixed-window counters in Redis, shared by every API instance. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Counts one hit against `key`; refuses once more than `limit` hits fall in `windowSeconds`. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitVerdict> {
    const redisKey = `${this.config.redis.keyPrefix}:rate:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).ttl(redisKey).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) await this.redis.expire(redisKey, windowSeconds);
    const allowed = count <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(ttl, 1) };
  }

  /** How many hits `key` has in its current window. */
  async count(key: string): Promise<number> {
    return Number((await this.redis.get(`${this.config.redis.keyPrefix}:rate:${key}`)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.config.redis.keyPrefix}:rate:${key}`);
  }
}
