import { identityMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaService } from '../../../../platform/captcha/captcha.service';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount } from '../../account-lookup';
import { EmailVerificationLinks } from '../../email-verification-links';
import { accountKindOf } from '../../entities/account.entity';
import { OneTimeCodes } from '../../one-time-codes';
import { PasswordHasher } from '../../password-hasher';
import { LogInCommand } from './log-in.command';

/** After this many failed passwords for an email within an hour, login needs a solved captcha. */
export const FAILURES_BEFORE_CAPTCHA = 3;
export const adminNotVerifiedMessage = 'Please verify your email first: we sent you a new verification link.';

type Outcome = { kind: 'code-sent'; phoneNo: string } | { kind: 'not-verified'; message: string };

/** Step one of signing in: the password. A correct one sends a one-time code; nothing says whether an email exists. */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly captcha: CaptchaService,
    private readonly passwords: PasswordHasher,
    private readonly codes: OneTimeCodes,
    private readonly links: EmailVerificationLinks,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, ip }: LogInCommand) {
    const perIp = await this.limiter.hit(`login-ip:${ip}`, 30, 600);
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
      const account = await findAccount(scope.em, input.role, input.email);
      const passwordMatches = await this.passwords.verify(account?.passwordHash ?? null, input.password);
      if (!account || !passwordMatches || account.disabledAt) return null;

      if (!account.verifiedAt) {
        if (account.kind === 'administrator') {
          this.links.send(scope, account);
          return { kind: 'not-verified', message: adminNotVerifiedMessage };
        }
        await this.codes.send(scope, account, 'signUp', input.verificationSelection);
        return { kind: 'not-verified', message: identityMessages.notVerified };
      }
      return {
        kind: 'code-sent',
        phoneNo: await this.codes.send(scope, account, 'logIn', input.verificationSelection),
      };
    });

    if (!outcome) {
      await this.limiter.hit(failuresKey, Number.MAX_SAFE_INTEGER, 3600);
      throw new DomainError('unauthenticated', identityMessages.loginFailed);
    }
    await this.limiter.reset(failuresKey);
    if (outcome.kind === 'not-verified') throw new DomainError('forbidden', outcome.message);
    return { phoneNo: outcome.phoneNo };
  }
}
