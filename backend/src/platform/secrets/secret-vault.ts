import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Short-lived, encrypted hand-over of one-time secrets (codes, link tokens) from the command that
 * creates them to the job that delivers them, so events, job data and message records carry only a
 * reference. Values are AES-256-GCM sealed with a key derived from the session secret, bound to their
 * reference (a value cannot be replayed under another key), and always expire.
 */
@Injectable()
export class SecretVault {
  private readonly key: Buffer;
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.identity.sessionSecret, 'fundplay', 'secret-vault:aes-256-gcm', 32),
    );
    this.prefix = `${config.redis.keyPrefix}:vault:`;
  }

  /** Stores `secret` under `ref` for at most `ttlSeconds` (at least one second). */
  async put(ref: string, secret: string, ttlSeconds: number): Promise<void> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(ref));
    const sealed = Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    await this.redis.set(this.prefix + ref, sealed.toString('base64'), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  /** The secret, or null when it expired, was wiped, or does not decrypt (tampered or another key). */
  async get(ref: string): Promise<string | null> {
    const stored = await this.redis.get(this.prefix + ref);
    if (!stored) return null;
    const sealed = Buffer.from(stored, 'base64');
    if (sealed.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(ref));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Forgets the secret once it has been used. */
  async wipe(ref: string): Promise<void> {
    await this.redis.del(this.prefix + ref);
  }
}
