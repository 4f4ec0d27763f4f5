import { createHash, createHmac } from 'node:crypto';
import type { CaptchaChallenge } from '@fundplay/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/**
 * ALTCHA: a self-hosted proof of work, no third-party script. Challenges are HMAC-signed and expire;
 * each solved challenge is accepted once (remembered in Redis until it expires).
 */
@Injectable()
export class CaptchaService {
  private readonly secret: string;

  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.secret = createHmac('sha256', config.identity.sessionSecret).update('altcha').digest('hex');
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
      algorithm: 'SHA-256',
      cost: this.config.identity.captchaCost,
      deriveKey,
      hmacSignatureSecret: this.secret,
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
