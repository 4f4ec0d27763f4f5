import { identityMessages, type PasswordResetGrant, type VerifyOtpResult } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError, type DomainErrorKind } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount, findPendingSignUps } from '../../services/account-lookup';
import { CODE_LOCK_MINUTES, CodeAttemptLimits } from '../../services/code-attempt-limits';
import type { Account } from '../../entities/account.entity';
import { AccountSignUpVerified } from '../../events/account-sign-up-verified.event';
import { OneTimeCodeEntryLocked } from '../../events/one-time-code-entry-locked.event';
import { OneTimeCodes, type CodeCheck } from '../../services/one-time-codes';
import { SessionTokens } from '../../services/session-tokens';
import { toSessionUser } from '../../domain/session-user';
import { proveSignUp, recordProof } from '../../services/sign-up-proofs';
import { VerifyOneTimeCodeCommand } from './verify-one-time-code.command';

const refusals: Record<Exclude<CodeCheck, 'accepted'>, string> = {
  wrong: identityMessages.otpInvalid,
  'wrong-last': identityMessages.otpTooManyTries,
  expired: identityMessages.otpExpired,
  exhausted: identityMessages.otpTooManyTries,
};

type Verdict = { refusal: string; kind: DomainErrorKind } | { result: VerifyOtpResult | PasswordResetGrant };

/**
 * Step two: the code. A sign-up code verifies the sign-up it was sent for (and takes the email as far as the
 * proof allows); sign-up and login codes open a session; reset codes grant one password change. The request
 * must carry the challenge its login, sign-up or reset answered with: without a live one it is refused and
 * counts against nobody. Wrong codes count against that challenge (5 end it) and against the account's own
 * challenges of this purpose; too many pause code entry and warn the owner. The per-IP limit caps each client.
 */
@CommandHandler(VerifyOneTimeCodeCommand)
export class VerifyOneTimeCodeHandler implements ICommandHandler<VerifyOneTimeCodeCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly codes: OneTimeCodes,
    private readonly sessions: SessionTokens,
    private readonly limiter: RateLimiter,
    private readonly limits: CodeAttemptLimits,
  ) {}

  async execute({ input, ip }: VerifyOneTimeCodeCommand) {
    const perIp = await this.limiter.hit(`verify-otp-ip:${ip}`, 60, 600);
    if (!perIp.allowed) throw new DomainError('rate-limited', 'Too many attempts. Please wait a few minutes.');
    // Wrong tries must be counted even though the request fails, so the verdict leaves the transaction first.
    const verdict = await this.uow.run<Verdict>(async ({ em, publish }) => {
      const holder = await findAccount(em, input.role, input.email);
      const candidates: Account[] =
        input.mode === 'signUp'
          ? await findPendingSignUps(em, input.role, input.email)
          : holder && !holder.disabledAt
            ? [holder]
            : [];
      const live = await this.codes.findLive(
        em,
        input.challengeId,
        input.mode,
        input.verificationSelection,
        candidates.map((candidate) => candidate.id),
      );
      const account = live && candidates.find((candidate) => candidate.id === live.accountId);
      if (!live || !account) return { refusal: identityMessages.otpChallengeEnded, kind: 'invalid' };
      if (await this.limits.isLocked(account.id, input.mode)) {
        return { refusal: identityMessages.otpLocked, kind: 'rate-limited' };
      }

      const check = await this.codes.check(em, live, input.otp);
      if (check !== 'accepted') {
        const guessed = check === 'wrong' || check === 'wrong-last';
        if (guessed && (await this.limits.recordFailure(account.id, input.mode))) {
          publish(
            new OneTimeCodeEntryLocked({
              accountId: account.id,
              email: account.email,
              firstName: account.firstName,
              lockedMinutes: CODE_LOCK_MINUTES,
            }),
          );
          return { refusal: identityMessages.otpLocked, kind: 'rate-limited' };
        }
        return { refusal: refusals[check], kind: 'invalid' };
      }

      if (input.mode === 'signUp') {
        const proof = await proveSignUp(em, account, input.verificationSelection);
        if (proof === 'email-taken') return { refusal: identityMessages.emailTaken, kind: 'conflict' };
        if (proof === 'needs-email-proof') {
          return { refusal: identityMessages.emailClaimNeedsEmailCode, kind: 'conflict' };
        }
        // The proven sign-up's intent goes to the fundraisers context, which admits (an outbox row in this
        // transaction); the intent is done with once handed over.
        publish(
          new AccountSignUpVerified({
            accountId: account.id,
            role: account.role,
            email: account.email,
            intent: account.signUpIntent,
          }),
        );
        account.signUpIntent = null;
      } else {
        recordProof(account, input.verificationSelection);
      }
      if (input.mode === 'forgotPassword') {
        return { result: { resetToken: this.sessions.issue(em, account.id, 'passwordReset') } };
      }
      const accessToken = this.sessions.issue(em, account.id, 'session');
      const user = toSessionUser(account);
      return { result: { accessToken, privileges: user.privileges, lastName: user.lastName, user } };
    });
    if ('refusal' in verdict) throw new DomainError(verdict.kind, verdict.refusal);
    return verdict.result;
  }
}
