import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/** BullMQ's connection. Workers block on Redis, so their connections must not give up on a request. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.redis.url, maxRetriesPerRequest: null },
        prefix: `${config.redis.keyPrefix}:bull`,
      }),
    }),
  ],
})
export class QueueModule {}
