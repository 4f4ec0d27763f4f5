import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount } from '../../account-lookup';
import { accountKindOf } from '../../entities/account.entity';
import { OneTimeCodes } from '../../one-time-codes';
import { maskDestination } from '../../session-user';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/** Sends a reset code when the account exists; the answer is the same when it does not. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, ip }: RequestPasswordResetCommand) {
    for (const [key, limit, window] of [
      [`reset-ip:${ip}`, 20, 3600],
      [`reset:${accountKindOf(input.role)}:${input.email}`, 5, 3600],
    ] as const) {
      if (!(await this.limiter.hit(key, limit, window)).allowed) {
        throw new DomainError('rate-limited', 'Too many reset requests. Please wait a while and try again.');
      }
    }
    const channel = input.verificationSelection;
    const sentTo = await this.uow.run(async (scope) => {
      const account = await findAccount(scope.em, input.role, input.email);
      if (!account || !account.verifiedAt || account.disabledAt) return null;
      return this.codes.send(scope, account, 'forgotPassword', channel);
    });
    return {
      phoneNo: sentTo ?? (channel === 'email' ? maskDestination('email', input.email) : 'the phone on your account'),
    };
  }
}
