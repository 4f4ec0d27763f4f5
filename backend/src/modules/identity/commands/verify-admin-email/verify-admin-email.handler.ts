import { LockMode } from '@mikro-orm/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { hashToken } from '../../email-verification-links';
import { Account } from '../../entities/account.entity';
import { EmailVerification } from '../../entities/email-verification.entity';
import { VerifyAdminEmailCommand } from './verify-admin-email.command';

export const invalidLinkMessage = 'This verification link is invalid or has expired. Ask for a new one.';

@CommandHandler(VerifyAdminEmailCommand)
export class VerifyAdminEmailHandler implements ICommandHandler<VerifyAdminEmailCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ token }: VerifyAdminEmailCommand) {
    await this.uow.run(async ({ em }) => {
      const link = await em.findOne(
        EmailVerification,
        { tokenHash: hashToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!link || link.expiresAt < new Date()) throw new DomainError('invalid', invalidLinkMessage);
      const account = await em.findOneOrFail(Account, { id: link.accountId });
      // Following the link twice is fine; the first time verifies.
      link.usedAt ??= new Date();
      account.verifiedAt ??= new Date();
    });
  }
}
