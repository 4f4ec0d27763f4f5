import { Redis, type RedisOptions } from 'ioredis';

/**
 * A connection handed to a library that sends commands without awaiting their replies: the Socket.IO Redis adapter
 * publishes every broadcast, and unsubscribes when the server closes, and drops the promises (a known upstream gap).
 * While Redis is unreachable those commands wait in ioredis's offline queue; when shutdown then drops the connection
 * they fail with "Connection is closed" where nobody listens, an unhandled rejection that ends the process.
 *
 * Here every command's failure counts as handled. A caller that awaits a reply still sees the failure; the library's
 * own 'error' listeners and `logRedisOutages` report the outage itself. A broadcast lost while Redis is unreachable is
 * lost either way: clients catch up through Socket.IO's connection state recovery and their next read.
 */
export class LibraryDrivenRedis extends Redis {
  constructor(options: RedisOptions) {
    // The adapter reads replies as ioredis has always shaped them.
    super({ ...options, replyMapping: 'legacy' });
  }

  override sendCommand(...args: Parameters<Redis['sendCommand']>): ReturnType<Redis['sendCommand']> {
    // Typed `unknown` by ioredis; every command's reply is a promise.
    const reply = super.sendCommand(...args) as Promise<unknown>;
    reply.catch(() => undefined);
    return reply;
  }
}
