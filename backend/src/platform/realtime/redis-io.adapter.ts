import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../../config/app-config';
import { countSockets } from '../metrics/socket-metrics';
import { closeRedis } from '../redis/close-redis';
import { backgroundRedisOptions, redisOptionsFromUrl } from '../redis/redis-options';
import { logRedisOutages } from '../redis/redis-outage-log';
import { LibraryDrivenRedis } from './library-driven-redis';

/** Socket.IO through Redis, so a broadcast from any API instance or worker reaches clients on every instance. */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: LibraryDrivenRedis;
  private readonly sub: LibraryDrivenRedis;

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
    const options = redisOptionsFromUrl(config.redis.url, backgroundRedisOptions());
    this.pub = new LibraryDrivenRedis(options);
    this.sub = new LibraryDrivenRedis(options);
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
    countSockets(server);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all([closeRedis(this.pub), closeRedis(this.sub)]);
  }
}
