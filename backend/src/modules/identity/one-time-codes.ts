import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OtpMode, VerificationSelection } from '@fundplay/contracts';
import { AppConfig } from '../../config/app-config';
import type { TransactionScope } from '../../platform/events/unit-of-work';
import type { Account } from './entities/account.entity';
import { OneTimeCode } from './entities/one-time-code.entity';
import { OneTimeCodeIssued } from './events/one-time-code-issued.event';
import { oneTimeCodeSecretRef } from './secret-refs';
import { maskDestination } from './session-user';

export const CODE_LENGTH = 5;
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export type CodeCheck = 'accepted' | 'wrong' | 'expired' | 'exhausted' | 'missing';

/**
 * Issues and checks one-time codes. Codes come from the CSPRNG, are stored as an HMAC keyed by the
 * server secret and bound to account, purpose and channel, so a leaked table reveals nothing usable.
 */
@Injectable()
export class OneTimeCodes {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.identity.sessionSecret).update('one-time-codes').digest();
  }

  private digest(accountId: string, purpose: OtpMode, channel: VerificationSelection, code: string): string {
    return createHmac('sha256', this.key).update(`${accountId}:${purpose}:${channel}:${code}`).digest('hex');
  }

  /** A new code for this purpose and channel; earlier live ones stop working. Returns its id and the plain code to deliver. */
  async issue(
    em: EntityManager,
    accountId: string,
    purpose: OtpMode,
    channel: VerificationSelection,
  ): Promise<{ codeId: string; code: string }> {
    await em.nativeUpdate(OneTimeCode, { accountId, purpose, consumedAt: null }, { consumedAt: new Date() });
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const row = em.create(OneTimeCode, {
      accountId,
      purpose,
      channel,
      codeHash: this.digest(accountId, purpose, channel, code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    });
    em.persist(row);
    return { codeId: row.id, code };
  }

  /** Issues a code and has a job deliver it to the account's phone or email; returns the masked destination. */
  async send(
    { em, publish, keepSecret }: TransactionScope,
    account: Pick<Account, 'id' | 'firstName' | 'phoneNo' | 'email'>,
    purpose: OtpMode,
    channel: VerificationSelection,
  ): Promise<string> {
    const destination = channel === 'phone' ? account.phoneNo : account.email;
    const { codeId, code } = await this.issue(em, account.id, purpose, channel);
    // The event names the code; the code itself waits in the vault no longer than it is valid.
    keepSecret(oneTimeCodeSecretRef(codeId), code, CODE_LIFETIME_MS / 1000);
    publish(
      new OneTimeCodeIssued({
        codeId,
        accountId: account.id,
        purpose,
        channel,
        destination,
        firstName: account.firstName,
      }),
    );
    return maskDestination(channel, destination);
  }

  /** Whether a code was issued for this purpose within the last hour (resending needs one). */
  async hasRecent(em: EntityManager, accountId: string, purpose: OtpMode): Promise<boolean> {
    return (
      (await em.count(OneTimeCode, { accountId, purpose, createdAt: { $gt: new Date(Date.now() - 3600_000) } })) > 0
    );
  }

  /** Checks and, when right, consumes the live code. Wrong tries are counted under a row lock. */
  async check(
    em: EntityManager,
    accountId: string,
    purpose: OtpMode,
    channel: VerificationSelection,
    code: string,
  ): Promise<CodeCheck> {
    const [live] = await em.execute<{ id: string; code_hash: string; failed_attempts: number; expires_at: Date }[]>(
      `select id, code_hash, failed_attempts, expires_at from one_time_codes
        where account_id = ? and purpose = ? and channel = ? and consumed_at is null
        order by created_at desc limit 1 for update`,
      [accountId, purpose, channel],
    );
    if (!live) return 'missing';
    if (live.failed_attempts >= MAX_WRONG_TRIES) return 'exhausted';
    if (new Date(live.expires_at).getTime() < Date.now()) return 'expired';
    const expected = Buffer.from(live.code_hash, 'hex');
    const given = Buffer.from(this.digest(accountId, purpose, channel, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await em.execute('update one_time_codes set failed_attempts = failed_attempts + 1 where id = ?', [live.id]);
      return live.failed_attempts + 1 >= MAX_WRONG_TRIES ? 'exhausted' : 'wrong';
    }
    await em.execute('update one_time_codes set consumed_at = now() where id = ?', [live.id]);
    return 'accepted';
  }
}
