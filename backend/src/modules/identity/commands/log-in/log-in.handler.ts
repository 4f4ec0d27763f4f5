import type { EntityManager } from '@mikro-orm/postgresql';
import { identityMessages, type Role } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { CaptchaService } from '../../../../platform/captcha/captcha.service';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount, findPendingSignUps } from '../../services/account-lookup';
import { CodeAttemptLimits } from '../../services/code-attempt-limits';
import { EmailVerificationLinks } from '../../services/email-verification-links';
import { accountKindOf, type Account } from '../../entities/account.entity';
import { OneTimeCodes } from '../../services/one-time-codes';
import { PasswordHasher } from '../../services/password-hasher';
import { LogInCommand } from './log-in.command';

/** After this many failed passwords for an email within an hour, login needs a solved captcha. */
export const FAILURES_BEFORE_CAPTCHA = 3;
export const adminNotVerifiedMessage = 'Please verify your email first: we sent you a new verification link.';

type Outcome =
  | { kind: 'code-sent'; phoneNo: string; challengeId: string }
  | { kind: 'not-verified'; message: string; challengeId?: string }
  | { kind: 'too-many-codes' };

/**
 * Step one of signing in: the password. A correct one sends a one-time code and answers with its challenge,
 * which the code step must send back; nothing says whether an email exists.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly captcha: CaptchaService,
    private readonly passwords: PasswordHasher,
    private readonly codes: OneTimeCodes,
    private readonly links: EmailVerificationLinks,
    private readonly limiter: RateLimiter,
    private readonly limits: CodeAttemptLimits,
    private readonly config: AppConfig,
  ) {}

  /**
   * The account these credentials open: the verified holder of the email, else one of the email's pending
   * sign-ups whose password this is (each sign-up is its own row). An unknown email costs one hash check too.
   */
  private async accountFor(em: EntityManager, role: Role, email: string, password: string): Promise<Account | null> {
    const holder = await findAccount(em, role, email);
    if (holder && (await this.passwords.verify(holder.passwordHash, password))) return holder;
    const pending = await findPendingSignUps(em, role, email);
    if (!holder && pending.length === 0) await this.passwords.verify(null, password);
    for (const signUp of pending) {
      if (await this.passwords.verify(signUp.passwordHash, password)) return signUp;
    }
    return null;
  }

  async execute({ input, ip }: LogInCommand) {
    const perIp = await this.limiter.hit(`login-ip:${ip}`, this.config.identity.loginAttemptsPerAddress, 600);
    if (!perIp.allowed) throw new DomainError('rate-limited', 'Too many login attempts. Please wait a few minutes.');

    const failuresKey = `login-failures:${accountKindOf(input.role)}:${input.email}`;
    if (this.captcha.enabled && (await this.limiter.count(failuresKey)) >= FAILURES_BEFORE_CAPTCHA) {
      if (!(await this.captcha.verify(input.captcha))) {
        throw new DomainError('invalid', identityMessages.captchaRequired, {
          captcha: [identityMessages.captchaRequired],
        });
      }
    }

    const outcome = await this.uow.run<Outcome | null>(async (scope) => {
      const account = await this.accountFor(scope.em, input.role, input.email, input.password);
      if (!account || account.disabledAt) return null;

      if (!account.verifiedAt) {
        if (account.kind === 'administrator') {
          this.links.send(scope, account);
          return { kind: 'not-verified', message: adminNotVerifiedMessage };
        }
        // The 403 carries the sign-up code's challenge (a blank one when the hourly cap sent none).
        const challengeId = (await this.limits.mayIssue(account.id))
          ? (await this.codes.send(scope, account, 'signUp', input.verificationSelection)).challengeId
          : this.codes.newChallengeId();
        return { kind: 'not-verified', message: identityMessages.notVerified, challengeId };
      }
      // Each login sends a fresh code: capped per account, so logging in again and again buys no extra guesses.
      if (!(await this.limits.mayIssue(account.id))) return { kind: 'too-many-codes' };
      const { destination, challengeId } = await this.codes.send(scope, account, 'logIn', input.verificationSelection);
      return { kind: 'code-sent', phoneNo: destination, challengeId };
    });

    if (!outcome) {
      await this.limiter.hit(failuresKey, Number.MAX_SAFE_INTEGER, 3600);
      throw new DomainError('unauthenticated', identityMessages.loginFailed);
    }
    await this.limiter.reset(failuresKey);
    if (outcome.kind === 'not-verified') {
      const challenge = outcome.challengeId === undefined ? undefined : { challengeId: outcome.challengeId };
      throw new DomainError('forbidden', outcome.message, undefined, challenge);
    }
    if (outcome.kind === 'too-many-codes') throw new DomainError('rate-limited', identityMessages.otpIssueLimit);
    return { phoneNo: outcome.phoneNo, challengeId: outcome.challengeId };
  }
}
