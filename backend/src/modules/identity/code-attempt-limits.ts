import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OtpMode } from '@fundplay/contracts';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AccountKind } from './entities/account.entity';
import { MAX_WRONG_TRIES } from './one-time-codes';

/** Refused codes per account and hour, across every code it was sent, before code entry is paused. */
export const FAILED_CODES_PER_HOUR = 10;
export const CODE_LOCK_MINUTES = 30;
/** Codes sent to one account per hour (logins, resends, resets). */
export const CODES_ISSUED_PER_HOUR = 10;

/**
 * Caps on one-time codes that hold across codes: a fresh 5-try code per login must not give a guesser
 * unlimited tries. Counted per login identity (kind + email), so every sign-up row of an email shares one
 * budget and an unknown email is refused exactly like a known one; the counters live in Redis.
 */
@Injectable()
export class CodeAttemptLimits {
  constructor(private readonly limiter: RateLimiter) {}

  private subject(kind: AccountKind, email: string) {
    return `${kind}:${email.toLowerCase()}`;
  }

  async isLocked(kind: AccountKind, email: string): Promise<boolean> {
    return (await this.limiter.count(`otp-lock:${this.subject(kind, email)}`)) > 0;
  }

  /** Counts a refused code; true when this refusal is the one that pauses code entry. */
  async recordFailure(kind: AccountKind, email: string): Promise<boolean> {
    const subject = this.subject(kind, email);
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
