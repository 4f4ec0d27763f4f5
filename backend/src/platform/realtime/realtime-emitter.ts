import { Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { ServerToClientEvents } from '@fundplay/contracts';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

/** Broadcasts to socket rooms from any process (API or worker) through Redis. */
@Injectable()
export class RealtimeEmitter {
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(REDIS) redis: Redis, config: AppConfig) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: `${config.redis.keyPrefix}:socket.io` });
  }

  emit<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>) {
    this.emitter.to(room).emit(event, ...args);
  }
}
