import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { requestPathRedisOptions } from './redis-options';
import { isRedisUnavailable } from './redis-unavailable';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** What the installed ioredis fails a command with, under the API connection's options. */
async function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => new Error('the command succeeded'),
    (error: unknown) => error,
  );
}

describe('isRedisUnavailable, against the installed ioredis', () => {
  const clients: Redis[] = [];

  function connect(port: number, { lazyConnect = false } = {}) {
    const redis = new Redis({
      host: '127.0.0.1',
      port,
      ...requestPathRedisOptions(200),
      retryStrategy: () => 60_000,
      lazyConnect,
    });
    redis.on('error', () => undefined);
    clients.push(redis);
    return redis;
  }

  afterAll(() => {
    for (const redis of clients) redis.disconnect();
  });

  it('recognises commands refused while Redis cannot be reached, plain and inside MULTI', async () => {
    const redis = connect(await closedPort());
    await new Promise((resolve) => redis.once('error', resolve));

    expect(isRedisUnavailable(await failureOf(redis.get('key')))).toBe(true);
    expect(isRedisUnavailable(await failureOf(redis.multi().incr('key').ttl('key').exec()))).toBe(true);
    expect(isRedisUnavailable(await failureOf(redis.eval('return 1', 0)))).toBe(true);
  });

  it('recognises a command sent after the connection was closed for good', async () => {
    const redis = connect(await closedPort(), { lazyConnect: true });
    redis.disconnect();
    expect(isRedisUnavailable(await failureOf(redis.get('key')))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(
      false,
    );
    expect(isRedisUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isRedisUnavailable('Command timed out')).toBe(false);
  });
});
