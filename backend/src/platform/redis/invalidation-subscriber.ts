import type { Redis } from 'ioredis';

/** What an in-process cache does with the announcements it hears on its channel. */
export interface InvalidationListener {
  /** A message on the channel: drop what it names. */
  onMessage(message: string): void;
  /** Subscribed (again): whatever was kept may have missed announcements, so start afresh and cache again. */
  onListening(): void;
  /** Not hearing announcements (connection closed, reconnecting, subscribe refused): keep nothing meanwhile. */
  onDeaf(): void;
}

/**
 * A connection of its own subscribed to `channel`, for caches that other processes invalidate over Redis pub/sub
 * (the session cache, the public documents). It subscribes on every 'ready' itself, so ioredis's own resubscription
 * (whose timeout nobody would catch) is off, and its one command waits as long as it takes. Close it with closeRedis.
 */
export function subscribeToInvalidations(redis: Redis, channel: string, listener: InvalidationListener): Redis {
  const subscriber = redis.duplicate({
    lazyConnect: true,
    enableOfflineQueue: true,
    autoResubscribe: false,
    commandTimeout: undefined,
  });
  subscriber.on('message', (_channel: string, message: string) => listener.onMessage(message));
  const deaf = () => listener.onDeaf();
  subscriber.on('close', deaf);
  subscriber.on('reconnecting', deaf);
  subscriber.on('error', () => undefined);
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(() => listener.onListening(), deaf);
  });
  subscriber.connect().catch(() => undefined);
  return subscriber;
}
