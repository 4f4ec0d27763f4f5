import { identityMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount } from '../../account-lookup';
import { accountKindOf } from '../../entities/account.entity';
import { OneTimeCodes } from '../../one-time-codes';
import { ResendOneTimeCodeCommand } from './resend-one-time-code.command';

export const RESEND_COOLDOWN_SECONDS = 30;
export const RESENDS_PER_HOUR = 5;

/**
 * A fresh code for a flow already started (a code of this purpose was issued within the hour): at most one
 * per 30 s and five an hour per account, and a per-IP ceiling. Unknown emails get the same answer.
 */
@CommandHandler(ResendOneTimeCodeCommand)
export class ResendOneTimeCodeHandler implements ICommandHandler<ResendOneTimeCodeCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, ip }: ResendOneTimeCodeCommand) {
    const subject = `${accountKindOf(input.role)}:${input.email}`;
    for (const [key, limit, window] of [
      [`otp-resend-ip:${ip}`, 30, 3600],
      [`otp-resend-cooldown:${subject}`, 1, RESEND_COOLDOWN_SECONDS],
      [`otp-resend-hourly:${subject}`, RESENDS_PER_HOUR, 3600],
    ] as const) {
      const verdict = await this.limiter.hit(key, limit, window);
      if (!verdict.allowed) {
        throw new DomainError(
          'rate-limited',
          `${identityMessages.otpResendTooSoon} Try again in ${verdict.retryAfterSeconds} s.`,
        );
      }
    }
    await this.uow.run(async (scope) => {
      const { em } = scope;
      const account = await findAccount(em, input.role, input.email);
      if (!account || account.disabledAt) return;
      if (input.mode === 'signUp' ? account.verifiedAt !== null : account.verifiedAt === null) return;
      if (!(await this.codes.hasRecent(em, account.id, input.mode))) return;
      await this.codes.send(scope, account, input.mode, input.verificationSelection);
    });
    return { retryAfterSeconds: RESEND_COOLDOWN_SECONDS };
  }
}
