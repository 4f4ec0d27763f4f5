import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../../config/app-config';
import { closeRedis } from '../redis/close-redis';
import { backgroundRedisOptions, redisOptionsFromUrl } from '../redis/redis-options';
import { logRedisOutages } from '../redis/redis-outage-log';

/** Socket.IO through Redis, so a broadcast from any API instance or worker reaches clients on every instance. */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
    this.pub = new Redis(redisOptionsFromUrl(config.redis.url, backgroundRedisOptions()));
    this.sub = unsubscribesMayFail(this.pub.duplicate());
    const logger = new Logger(RedisIoAdapter.name);
    logRedisOutages(this.pub, logger, 'broadcasts to sockets on other instances are lost until it is back');
    logRedisOutages(this.sub, logger, 'broadcasts from other instances are lost until it is back');
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: '/socket.io',
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    }) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: `${this.config.redis.keyPrefix}:socket.io` }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all([closeRedis(this.pub), closeRedis(this.sub)]);
  }
}

/**
 * The adapter unsubscribes when the server closes and never waits for the replies. On a connection that is down at
 * shutdown those commands stay queued until closeRedis drops the connection, and then fail with "Connection is
 * closed" where nobody handles it (an unhandled rejection that ends the process). Nothing needs those replies once the
 * server is closing, so their failure is expected and handled here.
 */
function unsubscribesMayFail(redis: Redis): Redis {
  for (const name of ['unsubscribe', 'punsubscribe'] as const) {
    const send = redis[name].bind(redis) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(redis, {
      [name]: (...args: unknown[]) => {
        const reply = send(...args);
        reply.catch(() => undefined);
        return reply;
      },
    });
  }
  return redis;
}
