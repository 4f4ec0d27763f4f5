import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { closeRedis } from './close-redis';
import { backgroundRedisOptions, redisOptionsFromUrl, requestPathRedisOptions } from './redis-options';
import { logRedisOutages } from './redis-outage-log';

/** The shared command connection (rate limits, projections, pub/sub publishing, health). */
export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await closeRedis(this.redis);
  }
}

/** Which process the connection serves: the API answers requests with it, the worker runs jobs. */
export type RedisUse = 'requests' | 'jobs';

/**
 * The API's connection fails fast while Redis is unreachable (requestPathRedisOptions), logging the outage and the
 * recovery once each. It waits for its first attempt to connect, so the first requests after boot do not fail on a
 * connection still being opened; a Redis that is down at boot leaves the API up, answering 503 where Redis is needed.
 */
async function requestConnection(config: AppConfig): Promise<Redis> {
  const logger = new Logger('Redis');
  const redis = new Redis(
    redisOptionsFromUrl(config.redis.url, requestPathRedisOptions(config.redis.commandTimeoutMs)),
  );
  logRedisOutages(redis, logger, 'requests that need it answer 503 until it is back');
  await new Promise<void>((resolve) => {
    const settle = () => {
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return redis;
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(use: RedisUse): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          inject: [AppConfig],
          useFactory: (config: AppConfig) =>
            use === 'requests'
              ? requestConnection(config)
              : // Jobs keep ioredis's defaults (a command waits for Redis to come back, as BullMQ itself does), with
                // the background reply deadline so a half-open connection cannot hold them for good.
                new Redis(redisOptionsFromUrl(config.redis.url, { lazyConnect: false, ...backgroundRedisOptions() })),
        },
        RedisCloser,
      ],
      exports: [REDIS],
    };
  }
}
