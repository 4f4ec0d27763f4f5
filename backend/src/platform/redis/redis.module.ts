import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { redisOptionsFromUrl } from './redis-options';

/** The shared command connection (rate limits, projections, pub/sub publishing, health). */
export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new Redis(redisOptionsFromUrl(config.redis.url, { lazyConnect: false })),
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
