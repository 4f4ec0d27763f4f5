import { createHash, createHmac, randomInt } from 'node:crypto';
import type { CaptchaChallenge } from '@fundplay/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/**
 * The browser tries counters from 0 until it reaches the one the server derived the key at: chosen at random between
 * half and all of this, so every solve costs between 50 and 100 attempts of `CAPTCHA_COST` PBKDF2 iterations. A
 * bounded number of attempts (ALTCHA's deterministic mode) keeps the slowest solve near the typical one; a random
 * prefix match would make one person in twenty wait three times as long.
 */
const MAX_ATTEMPTS = 100;

/**
 * ALTCHA: a self-hosted proof of work, no third-party script. Challenges are HMAC-signed and expire;
 * each solved challenge is accepted once (remembered in Redis until it expires).
 */
@Injectable()
export class CaptchaService {
  private readonly secret: string;
  /** Signs the key the server derived, so a solution is checked without deriving it again. */
  private readonly keySecret: string;

  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.secret = createHmac('sha256', config.identity.sessionSecret).update('altcha').digest('hex');
    this.keySecret = createHmac('sha256', config.identity.sessionSecret).update('altcha-key').digest('hex');
  }

  get enabled(): boolean {
    return this.config.identity.captcha;
  }

  /**
   * What the widget's challenge URL answers: a challenge, or `{ enabled: false }` so a browser can tell "captcha
   * off" from a missing route or a failure (it used to be a 404).
   */
  async challengeForWidget(): Promise<CaptchaChallenge> {
    if (!this.enabled) return { enabled: false };
    return (await this.createChallenge()) as unknown as CaptchaChallenge;
  }

  createChallenge(): Promise<Challenge> {
    return createChallenge({
      // PBKDF2 runs natively in the browser (one WebCrypto call per attempt), as it does for an attacker; iterated
      // SHA-256 awaited one digest at a time in JavaScript, so a phone paid many times what a bot pays.
      algorithm: 'PBKDF2/SHA-256',
      cost: this.config.identity.captchaCost,
      counter: randomInt(MAX_ATTEMPTS / 2, MAX_ATTEMPTS),
      deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
    });
  }

  /** True for a fresh, correctly solved challenge of ours (or always, when captcha is off). */
  async verify(encodedPayload: string | undefined): Promise<boolean> {
    if (!this.enabled) return true;
    if (!encodedPayload) return false;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(encodedPayload, 'base64').toString('utf8')) as Payload;
    } catch {
      return false;
    }
    if (!payload?.challenge?.parameters || !payload.solution) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => null);
    if (!result?.verified) return false;
    const fingerprint = createHash('sha256').update(JSON.stringify(payload.challenge.parameters)).digest('hex');
    const firstUse = await this.redis.set(
      `${this.config.redis.keyPrefix}:captcha:${fingerprint}`,
      '1',
      'EX',
      CHALLENGE_LIFETIME_SECONDS,
      'NX',
    );
    return firstUse === 'OK';
  }
}
