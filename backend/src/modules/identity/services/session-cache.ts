import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../../config/app-config';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { closeRedis } from '../../../platform/redis/close-redis';
import { subscribeToInvalidations } from '../../../platform/redis/invalidation-subscriber';
import { REDIS } from '../../../platform/redis/redis.module';

/** The channel every process of one installation (one Redis key prefix) hears sessions and accounts that changed on. */
export const sessionInvalidationChannel = (keyPrefix: string) => `${keyPrefix}sessions:invalidate`;

/** How long a resolved session is trusted without asking PostgreSQL again, at most. */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/** What changed: one session (logout) or everything of one account (password, privileges, approval). */
export type SessionInvalidation = { sessionId: string } | { accountId: string };

interface Entry {
  user: AuthenticatedUser;
  /** The session row's own expiry: an entry never outlives the session. */
  sessionExpiresAt: number;
}

/**
 * A short-lived in-process copy of the live sessions this API process has resolved, so a signed-in read does not
 * pay a PostgreSQL round trip for its session on every request (issue #22).
 *
 * Correctness rests on two rules. (1) Whatever ends or changes a session announces it after its transaction
 * commits (SessionTokens.revoke and friends register that through the unit of work): every process drops the
 * entries at once, over Redis pub/sub, so logout still ends a token everywhere immediately. (2) A resolve that was
 * reading PostgreSQL while an announcement arrived does not store what it read (a generation counter), and the cache
 * stores nothing at all while this process is not subscribed (Redis down or reconnecting): it cannot hear
 * announcements then, so every request asks PostgreSQL as before.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionCache.name);
  private readonly sessionsOfAccount = new Map<string, Set<string>>();
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    ttl: SESSION_CACHE_TTL_MS,
    dispose: (entry, sessionId) => {
      const sessions = this.sessionsOfAccount.get(entry.user.accountId);
      sessions?.delete(sessionId);
      if (sessions?.size === 0) this.sessionsOfAccount.delete(entry.user.accountId);
    },
  });
  private generation = 0;
  private subscriber: Redis | null = null;
  private listening = false;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.channel = sessionInvalidationChannel(config.redis.keyPrefix);
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = subscribeToInvalidations(this.redis, this.channel, {
      onMessage: (message) => this.receive(message),
      onListening: () => {
        this.clear();
        this.listening = true;
      },
      // Whenever the subscription may have missed something, forget everything and stop caching until it is back.
      onDeaf: () => {
        if (this.listening) this.logger.warn('Session invalidations unheard: caching sessions paused');
        this.listening = false;
        this.clear();
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  /** The cached live session `sessionId` of `accountId`, if this process may trust one. */
  get(sessionId: string, accountId: string): AuthenticatedUser | null {
    const entry = this.entries.get(sessionId);
    if (!entry || entry.user.accountId !== accountId) return null;
    if (entry.sessionExpiresAt <= Date.now()) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.user;
  }

  /** A token for `remember`: taken before reading PostgreSQL, it tells whether an announcement came meanwhile. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps a session read from PostgreSQL, unless something was invalidated since `ticket` was taken. */
  remember(ticket: number, user: AuthenticatedUser, sessionExpiresAt: Date): void {
    if (!this.listening || ticket !== this.generation) return;
    this.entries.set(user.sessionId, { user, sessionExpiresAt: sessionExpiresAt.getTime() });
    let sessions = this.sessionsOfAccount.get(user.accountId);
    if (!sessions) this.sessionsOfAccount.set(user.accountId, (sessions = new Set()));
    sessions.add(user.sessionId);
  }

  /** Drops the entries here and tells every other process to drop theirs. Call after the change commits. */
  async announce(change: SessionInvalidation): Promise<void> {
    this.drop(change);
    try {
      await this.redis.publish(this.channel, JSON.stringify(change));
    } catch (error) {
      // The other processes' subscriptions share this Redis: if it cannot take the message they are not
      // listening either, and cache nothing until they hear again.
      this.logger.warn(`Session invalidation not published: ${(error as Error).message}`);
    }
  }

  private receive(message: string): void {
    try {
      const change = JSON.parse(message) as Partial<{ sessionId: string; accountId: string }>;
      if (typeof change.sessionId === 'string') this.drop({ sessionId: change.sessionId });
      else if (typeof change.accountId === 'string') this.drop({ accountId: change.accountId });
      else this.clear();
    } catch {
      this.clear();
    }
  }

  private drop(change: SessionInvalidation): void {
    this.generation += 1;
    if ('sessionId' in change) {
      this.entries.delete(change.sessionId);
      return;
    }
    for (const sessionId of [...(this.sessionsOfAccount.get(change.accountId) ?? [])]) this.entries.delete(sessionId);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
