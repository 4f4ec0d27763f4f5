import { setTimeout as sleep } from 'node:timers/promises';
import type { OtpChallenge } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount } from '../../services/account-lookup';
import { CodeAttemptLimits } from '../../services/code-attempt-limits';
import { accountKindOf } from '../../entities/account.entity';
import { OneTimeCodes } from '../../services/one-time-codes';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/**
 * Every answer takes at least this long. Sending a code (hash, two inserts, a relay nudge) costs more than
 * finding no account, and that difference told which emails have accounts; well above either, it tells nothing.
 */
export const RESET_ANSWER_FLOOR_MS = 400;

/**
 * Sends a reset code when the account exists; the answer, and its timing, are the same when it does not: a
 * challenge id either way (an unbound one when no code went out), so the code step looks alike too.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
    private readonly limits: CodeAttemptLimits,
  ) {}

  async execute({ input, ip }: RequestPasswordResetCommand): Promise<OtpChallenge> {
    const answerAt = Date.now() + RESET_ANSWER_FLOOR_MS;
    try {
      for (const [key, limit, window] of [
        [`reset-ip:${ip}`, 20, 3600],
        [`reset:${accountKindOf(input.role)}:${input.email}`, 5, 3600],
      ] as const) {
        if (!(await this.limiter.hit(key, limit, window)).allowed) {
          throw new DomainError('rate-limited', 'Too many reset requests. Please wait a while and try again.');
        }
      }
      return await this.uow.run(async (scope) => {
        const account = await findAccount(scope.em, input.role, input.email);
        if (!account || account.disabledAt || !(await this.limits.mayIssue(account.id))) {
          return { challengeId: this.codes.newChallengeId() };
        }
        const { challengeId } = await this.codes.send(scope, account, 'forgotPassword', input.verificationSelection);
        return { challengeId };
      });
    } finally {
      const wait = answerAt - Date.now();
      if (wait > 0) await sleep(wait);
    }
  }
}
