import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OtpMode } from '@fundplay/contracts';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { MAX_WRONG_TRIES } from './one-time-codes';

/** Wrong codes per account, purpose and hour, across the account's own challenges, before code entry is paused. */
export const FAILED_CODES_PER_HOUR = 10;
export const CODE_LOCK_MINUTES = 30;
/** Codes sent to one account per hour (logins, resends, resets). */
export const CODES_ISSUED_PER_HOUR = 10;

/**
 * Caps on one-time codes that hold across codes: a fresh 5-try code per login must not give a guesser
 * unlimited tries. Only wrong codes entered on a live challenge count, and a challenge goes only to whoever
 * passed the password check, started that sign-up row or asked for the reset; so a stranger who knows just an
 * email cannot spend an account's budget. Counted per account and purpose: reset challenges, which anyone may
 * ask for, never pause sign-in. The counters live in Redis.
 */
@Injectable()
export class CodeAttemptLimits {
  constructor(private readonly limiter: RateLimiter) {}

  private subject(accountId: string, purpose: OtpMode) {
    return `${accountId}:${purpose}`;
  }

  async isLocked(accountId: string, purpose: OtpMode): Promise<boolean> {
    return (await this.limiter.count(`otp-lock:${this.subject(accountId, purpose)}`)) > 0;
  }

  /** Counts a wrong code entered on a live challenge; true when this one pauses code entry. */
  async recordFailure(accountId: string, purpose: OtpMode): Promise<boolean> {
    const subject = this.subject(accountId, purpose);
    const verdict = await this.limiter.hit(`otp-failures:${subject}`, FAILED_CODES_PER_HOUR - 1, 3600);
    if (verdict.allowed) return false;
    await this.limiter.reset(`otp-failures:${subject}`); // a fresh budget once the pause is over
    await this.limiter.hit(`otp-lock:${subject}`, 1, CODE_LOCK_MINUTES * 60);
    return true;
  }

  /** Counts a code about to be sent to the account; false once the hourly cap is spent. */
  async mayIssue(accountId: string): Promise<boolean> {
    return (await this.limiter.hit(`otp-issued:${accountId}`, CODES_ISSUED_PER_HOUR, 3600)).allowed;
  }

  /**
   * Whether the account's pending code of this purpose can no longer be used (wrong tries spent, or expired),
   * so its owner may ask for a new one at once, without the resend cooldown.
   */
  async pendingCodeIsSpent(em: EntityManager, accountId: string, purpose: OtpMode): Promise<boolean> {
    const [latest] = await em.execute<{ spent: boolean }[]>(
      `select (failed_attempts >= ? or expires_at < now()) as spent from one_time_codes
        where account_id = ? and purpose = ? and consumed_at is null order by created_at desc limit 1`,
      [MAX_WRONG_TRIES, accountId, purpose],
    );
    return latest?.spent === true;
  }
}
