import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

/** The Redis channel on which committed transactions wake the outbox relay, so events leave without waiting for a poll. */
export function outboxNudgeChannel(config: AppConfig): string {
  return `${config.redis.keyPrefix}:outbox:nudge`;
}

@Injectable()
export class OutboxNudge {
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.channel = outboxNudgeChannel(config);
  }

  /** Best effort: if Redis is briefly away, the relay's poll picks the events up anyway. */
  async nudge(): Promise<void> {
    await this.redis.publish(this.channel, '1').catch(() => undefined);
  }
}
