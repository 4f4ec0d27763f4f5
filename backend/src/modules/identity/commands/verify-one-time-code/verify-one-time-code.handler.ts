import { identityMessages, type PasswordResetGrant, type VerifyOtpResult } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount } from '../../account-lookup';
import { OneTimeCodes, type CodeCheck } from '../../one-time-codes';
import { SessionTokens } from '../../session-tokens';
import { toSessionUser } from '../../session-user';
import { VerifyOneTimeCodeCommand } from './verify-one-time-code.command';

const refusals: Record<Exclude<CodeCheck, 'accepted'>, string> = {
  wrong: identityMessages.otpInvalid,
  missing: identityMessages.otpInvalid,
  expired: identityMessages.otpExpired,
  exhausted: identityMessages.otpTooManyTries,
};

/** Step two: the code. Sign-up codes verify the account; sign-up and login codes open a session; reset codes grant one password change. */
@CommandHandler(VerifyOneTimeCodeCommand)
export class VerifyOneTimeCodeHandler implements ICommandHandler<VerifyOneTimeCodeCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly codes: OneTimeCodes,
    private readonly sessions: SessionTokens,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, ip }: VerifyOneTimeCodeCommand) {
    const perIp = await this.limiter.hit(`verify-otp-ip:${ip}`, 60, 600);
    if (!perIp.allowed) throw new DomainError('rate-limited', 'Too many attempts. Please wait a few minutes.');

    // Wrong tries must be counted even though the request fails, so the verdict leaves the transaction first.
    const verdict = await this.uow.run<{ refusal: string } | { result: VerifyOtpResult | PasswordResetGrant }>(
      async ({ em }) => {
        const account = await findAccount(em, input.role, input.email);
        if (!account || account.disabledAt) return { refusal: refusals.missing };
        const check = await this.codes.check(em, account.id, input.mode, input.verificationSelection, input.otp);
        if (check !== 'accepted') return { refusal: refusals[check] };

        if (input.mode === 'forgotPassword') {
          return { result: { resetToken: this.sessions.issue(em, account.id, 'passwordReset') } };
        }
        if (input.mode === 'signUp') account.verifiedAt ??= new Date();
        const accessToken = this.sessions.issue(em, account.id, 'session');
        const user = toSessionUser(account);
        return { result: { accessToken, privileges: user.privileges, lastName: user.lastName, user } };
      },
    );
    if ('refusal' in verdict) throw new DomainError('invalid', verdict.refusal);
    return verdict.result;
  }
}
