import { identityMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount, findPendingSignUps } from '../../services/account-lookup';
import { CodeAttemptLimits } from '../../services/code-attempt-limits';
import { accountKindOf, type Account } from '../../entities/account.entity';
import { OneTimeCodes } from '../../services/one-time-codes';
import { ResendOneTimeCodeCommand } from './resend-one-time-code.command';

export const RESEND_COOLDOWN_SECONDS = 30;
export const RESENDS_PER_HOUR = 5;

/**
 * A fresh code for a flow already started (a code of this purpose was issued within the hour): at most one
 * per 30 s and five an hour per account, and a per-IP ceiling. When the pending code is spent (too many wrong
 * tries, perhaps by someone else, or expired) the cooldown is waived, so its owner is never stuck with a dead
 * code. A pending sign-up gets a code for each sign-up row of the email. Unknown emails get the same answer.
 * Each new code keeps its flow's challenge, so only the client that holds it can use (or waste) the code.
 */
@CommandHandler(ResendOneTimeCodeCommand)
export class ResendOneTimeCodeHandler implements ICommandHandler<ResendOneTimeCodeCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
    private readonly limits: CodeAttemptLimits,
  ) {}

  async execute({ input, ip }: ResendOneTimeCodeCommand) {
    const subject = `${accountKindOf(input.role)}:${input.email}`;
    await this.hit(`otp-resend-ip:${ip}`, 30, 3600);
    await this.uow.run(async (scope) => {
      const { em } = scope;
      const accounts: Account[] = [];
      if (input.mode === 'signUp') accounts.push(...(await findPendingSignUps(em, input.role, input.email)));
      else {
        const holder = await findAccount(em, input.role, input.email);
        if (holder && !holder.disabledAt) accounts.push(holder);
      }
      const started: Account[] = [];
      let spent = false;
      for (const account of accounts) {
        if (!(await this.codes.hasRecent(em, account.id, input.mode))) continue;
        started.push(account);
        spent ||= await this.limits.pendingCodeIsSpent(em, account.id, input.mode);
      }
      if (!spent) await this.hit(`otp-resend-cooldown:${subject}`, 1, RESEND_COOLDOWN_SECONDS);
      await this.hit(`otp-resend-hourly:${subject}`, RESENDS_PER_HOUR, 3600);
      for (const account of started) {
        if (await this.limits.mayIssue(account.id)) {
          await this.codes.resend(scope, account, input.mode, input.verificationSelection);
        }
      }
    });
    return { retryAfterSeconds: RESEND_COOLDOWN_SECONDS };
  }

  private async hit(key: string, limit: number, windowSeconds: number) {
    const verdict = await this.limiter.hit(key, limit, windowSeconds);
    if (!verdict.allowed) {
      throw new DomainError(
        'rate-limited',
        `${identityMessages.otpResendTooSoon} Try again in ${verdict.retryAfterSeconds} s.`,
      );
    }
  }
}
