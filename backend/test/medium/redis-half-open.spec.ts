import { Redis, type RedisOptions } from 'ioredis';
import { LibraryDrivenRedis } from '../../src/platform/realtime/library-driven-redis';
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

  const connect = async (options: RedisOptions = {}, Connection: new (options: RedisOptions) => Redis = Redis) => {
    const redis = new Connection({
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

  it('closeRedis returns for a connection waiting to reconnect (ioredis never reports its end)', async () => {
    const redis = await connect();
    await proxy.cut();
    await eventually('a connection waiting to reconnect', async () => redis.status === 'reconnecting');
    await expect(closeRedis(redis, 200)).resolves.toBeUndefined();
  });

  it('a broadcast queued while Redis does not answer fails quietly when the server shuts down', async () => {
    // Socket.IO's adapter publishes without awaiting; a rejection nobody handles would end the process (and this test).
    const redis = await connect({}, LibraryDrivenRedis);
    proxy.hang();
    proxy.dropConnections();
    await eventually('a reconnection waiting for its ready check', async () => redis.status === 'connect');
    void redis.publish('fundplay:test:broadcast', 'lost while Redis is away');
    await closeRedis(redis, 200);
    expect(redis.status).toBe('end');
    // A caller that awaits a reply still sees the failure.
    await expect(redis.publish('fundplay:test:broadcast', 'after the end')).rejects.toThrow('Connection is closed');
  });
});
