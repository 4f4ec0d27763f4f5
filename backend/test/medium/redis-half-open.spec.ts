import { Redis, type RedisOptions } from 'ioredis';
import { closeRedis } from '../../src/platform/redis/close-redis';
import { backgroundRedisOptions, redisOptionsFromUrl } from '../../src/platform/redis/redis-options';
import { startCuttableProxy, type CuttableProxy } from '../support/tcp-proxy';
import { eventually } from '../support/test-environment';
import { testServices } from '../support/test-services';

/**
 * Long-lived connections through a network that stops answering: the shared test Redis is reached through a proxy
 * this file can hang, so Redis itself never stops.
 */
describe('Redis connections on a half-open network', () => {
  let proxy: CuttableProxy;
  const connections: Redis[] = [];

  const connect = async (options: RedisOptions = {}) => {
    const redis = new Redis({
      ...redisOptionsFromUrl(`redis://${proxy.host}:${proxy.port}`),
      ...options,
    });
    redis.on('error', () => undefined);
    connections.push(redis);
    await eventually('the connection to be ready', async () => redis.status === 'ready');
    return redis;
  };

  beforeAll(async () => {
    const redis = new URL(testServices().redisUrl);
    proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port) });
  });

  afterEach(async () => {
    await proxy.restore();
    for (const redis of connections.splice(0)) redis.disconnect();
  });

  afterAll(async () => {
    await proxy?.close();
  });

  it('a background connection that reconnected while the network hung is usable again once it is back', async () => {
    const redis = await connect(backgroundRedisOptions(300));
    proxy.hang();
    proxy.dropConnections();
    // The reconnection is accepted but its ready check is never answered.
    await eventually('a reconnection waiting for its ready check', async () => redis.status === 'connect');

    await proxy.restore();
    expect(await redis.ping()).toBe('PONG');
    expect(redis.status).toBe('ready');
  });

  it('closeRedis lets replies in flight arrive, then ends the connection', async () => {
    const redis = await connect();
    const reply = redis.ping('in flight');
    await closeRedis(redis);
    expect(await reply).toBe('in flight');
    expect(redis.status).toBe('end');
  });

  it('closeRedis ends a connection that never answers its QUIT', async () => {
    const redis = await connect();
    proxy.hang();
    await closeRedis(redis, 200);
    expect(redis.status).toBe('end');
  });
});
