import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findPendingSignUps } from '../../services/account-lookup';
import { EmailVerificationLinks } from '../../services/email-verification-links';
import { ResendAdminVerificationEmailCommand } from './resend-admin-verification-email.command';

/** Answers the same whether or not the address has an unverified administrator account. */
@CommandHandler(ResendAdminVerificationEmailCommand)
export class ResendAdminVerificationEmailHandler implements ICommandHandler<ResendAdminVerificationEmailCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly links: EmailVerificationLinks,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ email, next }: ResendAdminVerificationEmailCommand) {
    const verdict = await this.limiter.hit(`verify-email:${email}`, 3, 3600);
    if (!verdict.allowed) throw new DomainError('rate-limited', 'Please wait before asking for another email.');
    await this.uow.run(async (scope) => {
      // Each pending sign-up gets a link of its own: a link proves only the sign-up it was issued for.
      for (const account of await findPendingSignUps(scope.em, 'admin', email)) this.links.send(scope, account, next);
    });
  }
}
