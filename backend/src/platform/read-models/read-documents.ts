import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../config/app-config';
import { closeRedis } from '../redis/close-redis';
import { subscribeToInvalidations } from '../redis/invalidation-subscriber';
import { REDIS } from '../redis/redis.module';

/** How long an API process answers a document from memory before asking Redis whether its version still holds. */
export const READ_DOCUMENT_LOCAL_TTL_MS = 1_000;
/**
 * How long a stored document is trusted at most. Changes that announce themselves (gifts, refunds, hidden messages,
 * scores, an edited fundraiser, its games, anything a member changes themself) replace it at once; this bounds what
 * does not announce itself yet (groups, sponsors, a participant's page settings, what others do to a member's own
 * read: a teammate joining, a message delivered) and the status a clock moves where a read shows no start time. Rebuilding each document every few seconds costs nothing next to serving it thousands of times.
 */
export const READ_DOCUMENT_MAX_AGE_MS = 3_000;
const MAX_LOCAL_DOCUMENTS = 5_000;

/** The JSON of one read, serialised once, with its ETag and its compressed forms made on first demand. */
export class ReadDocument {
  private brotli?: Buffer;
  private gzip?: Buffer;

  constructor(
    /** The whole response body, as bytes. */
    readonly body: Buffer,
    /** A strong ETag of the body (quoted). */
    readonly etag: string,
  ) {}

  static of(json: string): ReadDocument {
    const body = Buffer.from(json);
    return new ReadDocument(body, `"${createHash('sha1').update(body).digest('base64url')}"`);
  }

  /** The body in the first of br and gzip the caller accepts, compressed once per document; null: send it as is. */
  encoded(acceptEncoding: string | undefined): { encoding: 'br' | 'gzip'; body: Buffer } | null {
    if (!acceptEncoding || this.body.length < 1024) return null;
    if (/\bbr\b/.test(acceptEncoding)) {
      this.brotli ??= brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
      return { encoding: 'br', body: this.brotli };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzip ??= gzipSync(this.body, { level: 9 });
      return { encoding: 'gzip', body: this.gzip };
    }
    return null;
  }
}

/** What a builder answers: the document's data, and the fundraiser whose changes make it stale. */
export interface BuiltDocument {
  fundraiserId: string;
  json: string;
  /** When the document stops being true without any change (a fundraiser starts or ends), epoch ms. */
  validUntil?: number;
}

/**
 * Whose changes make a document stale: its fundraiser's (when the key names it; a campaign page's code does not, and
 * the built document then names it), and for a member's own read, that member's too.
 */
export interface DocumentScope {
  fundraiserId?: string;
  accountId?: string;
}

interface LocalEntry {
  /** The scopes it is indexed under: a fundraiser id, and `account:<id>` for a member's own read. */
  scopes: string[];
  document: ReadDocument;
  /** Until when this process answers it without asking Redis (epoch ms). */
  freshUntil: number;
  validUntil: number;
}

const accountScope = (accountId: string) => `account:${accountId}`;

/** A stored document: `<version> <fundraiserId> <validUntil>\n<json>`; a member's read's version is `<f>.<account>`. */
function encodeStored(version: string, built: BuiltDocument, validUntil: number): string {
  return `${version} ${built.fundraiserId} ${validUntil}\n${built.json}`;
}

function decodeStored(stored: string): { version: string; fundraiserId: string; validUntil: number; json: string } {
  const newline = stored.indexOf('\n');
  const [version = '', fundraiserId = '', validUntil = '0'] = stored.slice(0, newline).split(' ');
  return { version, fundraiserId, validUntil: Number(validUntil), json: stored.slice(newline + 1) };
}

/**
 * Versioned read models (issue #22): one pre-serialised JSON document per read: a public read the same for every
 * caller (a fundraiser's big screen, a campaign page, a leaderboard page), or a member's own dashboard. Kept in Redis
 * and briefly in each API process.
 *
 * Every fundraiser and every member has a version in Redis (`<prefix>:pubdoc:v:<fundraiserId>`,
 * `<prefix>:pubdoc:v:account:<accountId>`, counters). Whatever changes what a fundraiser's reads show calls
 * {@link changed} after the change is committed (the projection jobs, before they tell sockets; edits); whatever a
 * member changes calls {@link accountChanged} (every successful change a signed-in member makes, see
 * views/document-reads). The version moves on, and every process drops its copies at once over pub/sub. A document is
 * stored with the versions read before it was built, so a build that overlapped a change is never taken for current.
 * A miss (no document yet, an older version, a flushed Redis) builds it from the queries behind the route and stores
 * it: the answer never depends on a projection having run. While this process cannot hear announcements (Redis down
 * or reconnecting) it keeps nothing in memory and asks Redis on every read.
 */
@Injectable()
export class ReadDocuments implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReadDocuments.name);
  private readonly local = new LRUCache<string, LocalEntry>({
    max: MAX_LOCAL_DOCUMENTS,
    dispose: (entry, key) => {
      for (const scope of entry.scopes) {
        const keys = this.keysOfScope.get(scope);
        keys?.delete(key);
        if (keys?.size === 0) this.keysOfScope.delete(scope);
      }
    },
  });
  private readonly keysOfScope = new Map<string, Set<string>>();
  /** Whose document each key is, once built: a campaign page's code never moves to another fundraiser. */
  private readonly fundraiserOfKey = new LRUCache<string, string>({ max: MAX_LOCAL_DOCUMENTS * 4 });
  private readonly building = new Map<string, Promise<ReadDocument>>();
  /** Moves on with every announcement heard: a read that overlapped one does not keep what it read. */
  private generation = 0;
  private subscriber: Redis | null = null;
  private listening = false;
  private readonly prefix: string;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.redis.keyPrefix}:pubdoc`;
    this.channel = `${this.prefix}:changed`;
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = subscribeToInvalidations(this.redis, this.channel, {
      onMessage: (scope) => this.drop(scope),
      onListening: () => {
        this.clear();
        this.listening = true;
      },
      onDeaf: () => {
        this.listening = false;
        this.clear();
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  /**
   * What a fundraiser's reads show changed: its version moves on and every process drops its copies. Call once the
   * change is committed (a job runs after the commit of the event it handles).
   */
  changed(fundraiserId: string): Promise<void> {
    return this.announce(fundraiserId);
  }

  /** What a member's own reads show changed (their contacts, codes, team, tokens, name): as {@link changed}. */
  accountChanged(accountId: string): Promise<void> {
    return this.announce(accountScope(accountId));
  }

  /**
   * The document `key`: from this process when fresh, else from Redis when its versions are the current ones, else
   * built by `build`, stored and returned. `scope` names the fundraiser when the key does (a campaign page's code
   * does not: the stored document names it), and the member whose own read it is.
   */
  read(key: string, scope: DocumentScope, build: () => Promise<BuiltDocument>): Promise<ReadDocument> {
    const now = Date.now();
    const entry = this.local.get(key);
    if (entry && entry.freshUntil > now && entry.validUntil > now) return Promise.resolve(entry.document);
    const pending = this.building.get(key);
    if (pending) return pending;
    const known = { ...scope, fundraiserId: scope.fundraiserId ?? this.fundraiserOfKey.get(key) };
    const loading = this.load(key, known, build).finally(() => this.building.delete(key));
    this.building.set(key, loading);
    return loading;
  }

  private async announce(scope: string): Promise<void> {
    this.drop(scope);
    try {
      await this.redis.multi().incr(this.versionKey(scope)).publish(this.channel, scope).exec();
    } catch (error) {
      // Documents then live out their age (READ_DOCUMENT_MAX_AGE_MS); Redis being down, nobody stores new ones.
      this.logger.warn(`Read documents of ${scope} not announced as changed: ${(error as Error).message}`);
    }
  }

  private async load(key: string, scope: DocumentScope, build: () => Promise<BuiltDocument>): Promise<ReadDocument> {
    const ticket = this.generation;
    const documentKey = `${this.prefix}:d:${key}`;
    let version: string;
    let stored: string | null;
    if (scope.fundraiserId) {
      [version, stored] = await this.versionAndDocument(scope, documentKey);
    } else {
      stored = await this.redis.get(documentKey);
      const fundraiserId = stored ? decodeStored(stored).fundraiserId : undefined;
      version = fundraiserId ? ((await this.redis.get(this.versionKey(fundraiserId))) ?? '0') : '';
    }
    const now = Date.now();
    if (stored) {
      const found = decodeStored(stored);
      if (found.version === version && found.validUntil > now) {
        const document = ReadDocument.of(found.json);
        this.keep(ticket, key, { ...scope, fundraiserId: found.fundraiserId }, document, found.validUntil);
        return document;
      }
    }
    const built = await build();
    // A build whose fundraiser was unknown before it: the version it was built under is read after, so a change
    // in between leaves a document that the next change (or its age) replaces; only a first visit can be so.
    if (!scope.fundraiserId && version === '')
      version = (await this.redis.get(this.versionKey(built.fundraiserId))) ?? '0';
    const validUntil = Math.min(built.validUntil ?? Infinity, now + READ_DOCUMENT_MAX_AGE_MS);
    const document = ReadDocument.of(built.json);
    this.fundraiserOfKey.set(key, built.fundraiserId);
    const ageMs = Math.max(1, validUntil - now);
    await this.redis.set(documentKey, encodeStored(version, built, validUntil), 'PX', ageMs);
    this.keep(ticket, key, { ...scope, fundraiserId: built.fundraiserId }, document, validUntil);
    return document;
  }

  /** The document's version (its fundraiser's, then its member's when it has one) and the stored document. */
  private async versionAndDocument(scope: DocumentScope, documentKey: string): Promise<[string, string | null]> {
    const keys = [this.versionKey(scope.fundraiserId ?? '')];
    if (scope.accountId) keys.push(this.versionKey(accountScope(scope.accountId)));
    const values = await this.redis.mget(...keys, documentKey);
    const stored = values.pop() ?? null;
    return [values.map((value) => value ?? '0').join('.'), stored];
  }

  private keep(ticket: number, key: string, scope: DocumentScope, document: ReadDocument, validUntil: number): void {
    if (!this.listening || ticket !== this.generation) return;
    const scopes = [scope.fundraiserId ?? '', ...(scope.accountId ? [accountScope(scope.accountId)] : [])];
    this.local.set(key, { scopes, document, freshUntil: Date.now() + READ_DOCUMENT_LOCAL_TTL_MS, validUntil });
    for (const name of scopes) {
      let keys = this.keysOfScope.get(name);
      if (!keys) this.keysOfScope.set(name, (keys = new Set()));
      keys.add(key);
    }
  }

  private versionKey(scope: string): string {
    return `${this.prefix}:v:${scope}`;
  }

  private drop(scope: string): void {
    this.generation += 1;
    for (const key of [...(this.keysOfScope.get(scope) ?? [])]) this.local.delete(key);
  }

  private clear(): void {
    this.generation += 1;
    this.local.clear();
  }
}
