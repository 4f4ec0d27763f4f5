import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OtpMode, VerificationSelection } from '@fundplay/contracts';
import { AppConfig } from '../../../config/app-config';
import type { TransactionScope } from '../../../platform/events/unit-of-work';
import type { Account } from '../entities/account.entity';
import { OneTimeCode } from '../entities/one-time-code.entity';
import { OneTimeCodeIssued } from '../events/one-time-code-issued.event';
import { oneTimeCodeSecretRef } from '../domain/secret-refs';
import { maskDestination } from '../domain/session-user';

export const CODE_LENGTH = 5;
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

/** A code that was compared: `wrong-last` is the wrong try that used up the code's last one. */
export type CodeCheck = 'accepted' | 'wrong' | 'wrong-last' | 'expired' | 'exhausted';

/** The live code of a challenge, locked for the check. */
export interface LiveCode {
  id: string;
  accountId: string;
  purpose: OtpMode;
  channel: VerificationSelection;
  codeHash: string;
  failedAttempts: number;
  expiresAt: Date;
}

/**
 * Issues and checks one-time codes. Codes come from the CSPRNG, are stored as an HMAC keyed by the
 * server secret and bound to account, purpose and channel, so a leaked table reveals nothing usable.
 * Each code belongs to a challenge: an opaque id handed only to the client that passed the password check (or
 * started the sign-up or reset), so nobody else can reach the code, let alone spend its tries.
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

  private challengeDigest(challengeId: string): string {
    return createHmac('sha256', this.key).update(`challenge:${challengeId}`).digest('hex');
  }

  /** A fresh challenge id (256 random bits); also the answer when no code was sent, so both look alike. */
  newChallengeId(): string {
    return randomBytes(32).toString('base64url');
  }

  /** A new code for this purpose and channel; earlier live ones stop working. Returns its id and the plain code to deliver. */
  async issue(
    em: EntityManager,
    accountId: string,
    purpose: OtpMode,
    channel: VerificationSelection,
    challengeHash: string | null,
  ): Promise<{ codeId: string; code: string }> {
    await em.nativeUpdate(OneTimeCode, { accountId, purpose, consumedAt: null }, { consumedAt: new Date() });
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const row = em.create(OneTimeCode, {
      accountId,
      purpose,
      channel,
      codeHash: this.digest(accountId, purpose, channel, code),
      challengeHash,
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    });
    em.persist(row);
    return { codeId: row.id, code };
  }

  /**
   * Opens a new challenge: issues a code and has a job deliver it to the account's phone or email. Returns the
   * masked destination and the challenge id, which only the caller gets.
   */
  async send(
    scope: TransactionScope,
    account: Pick<Account, 'id' | 'firstName' | 'phoneNo' | 'email'>,
    purpose: OtpMode,
    channel: VerificationSelection,
  ): Promise<{ destination: string; challengeId: string }> {
    const challengeId = this.newChallengeId();
    const destination = await this.deliver(scope, account, purpose, channel, this.challengeDigest(challengeId));
    return { destination, challengeId };
  }

  /**
   * A new code for the flow already under way: it keeps the pending code's challenge, so the client that holds
   * it can use the new code (someone asking for a resend learns nothing and can spend nothing).
   */
  async resend(
    scope: TransactionScope,
    account: Pick<Account, 'id' | 'firstName' | 'phoneNo' | 'email'>,
    purpose: OtpMode,
    channel: VerificationSelection,
  ): Promise<string> {
    const pending = await scope.em.findOne(
      OneTimeCode,
      { accountId: account.id, purpose, consumedAt: null },
      { orderBy: { createdAt: 'desc' }, fields: ['challengeHash'] },
    );
    return this.deliver(scope, account, purpose, channel, pending?.challengeHash ?? null);
  }

  private async deliver(
    { em, publish, keepSecret }: TransactionScope,
    account: Pick<Account, 'id' | 'firstName' | 'phoneNo' | 'email'>,
    purpose: OtpMode,
    channel: VerificationSelection,
    challengeHash: string | null,
  ): Promise<string> {
    const destination = channel === 'phone' ? account.phoneNo : account.email;
    const { codeId, code } = await this.issue(em, account.id, purpose, channel, challengeHash);
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

  /**
   * The live code of this challenge, locked until the transaction ends, when it is for this purpose and channel
   * and belongs to one of `accountIds`; null otherwise (unknown, used up, superseded, or someone else's).
   */
  async findLive(
    em: EntityManager,
    challengeId: string,
    purpose: OtpMode,
    channel: VerificationSelection,
    accountIds: readonly string[],
  ): Promise<LiveCode | null> {
    const [live] = await em.execute<
      {
        id: string;
        account_id: string;
        purpose: OtpMode;
        channel: VerificationSelection;
        code_hash: string;
        failed_attempts: number;
        expires_at: Date;
      }[]
    >(
      `select id, account_id, purpose, channel, code_hash, failed_attempts, expires_at from one_time_codes
        where challenge_hash = ? and consumed_at is null
        order by created_at desc limit 1 for update`,
      [this.challengeDigest(challengeId)],
    );
    if (!live || live.purpose !== purpose || live.channel !== channel || !accountIds.includes(live.account_id)) {
      return null;
    }
    return {
      id: live.id,
      accountId: live.account_id,
      purpose: live.purpose,
      channel: live.channel,
      codeHash: live.code_hash,
      failedAttempts: live.failed_attempts,
      expiresAt: new Date(live.expires_at),
    };
  }

  /** Checks a challenge's live code and, when right, consumes it. Wrong tries are counted on the code. */
  async check(em: EntityManager, live: LiveCode, code: string): Promise<CodeCheck> {
    if (live.failedAttempts >= MAX_WRONG_TRIES) return 'exhausted';
    if (live.expiresAt.getTime() < Date.now()) return 'expired';
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(this.digest(live.accountId, live.purpose, live.channel, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await em.execute('update one_time_codes set failed_attempts = failed_attempts + 1 where id = ?', [live.id]);
      return live.failedAttempts + 1 >= MAX_WRONG_TRIES ? 'wrong-last' : 'wrong';
    }
    await em.execute('update one_time_codes set consumed_at = now() where id = ?', [live.id]);
    return 'accepted';
  }
}
