import { LockMode } from '@mikro-orm/core';
import { identityMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { hashToken } from '../../services/email-verification-links';
import { Account } from '../../entities/account.entity';
import { EmailVerification } from '../../entities/email-verification.entity';
import { proveSignUp } from '../../services/sign-up-proofs';
import { VerifyAdminEmailCommand } from './verify-admin-email.command';

export const invalidLinkMessage = 'This verification link is invalid or has expired. Ask for a new one.';

/** A link proves the email of the sign-up that issued it, and only that sign-up. */
@CommandHandler(VerifyAdminEmailCommand)
export class VerifyAdminEmailHandler implements ICommandHandler<VerifyAdminEmailCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ token }: VerifyAdminEmailCommand) {
    const refusal = await this.uow.run(async ({ em }) => {
      const link = await em.findOne(
        EmailVerification,
        { tokenHash: hashToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!link || link.expiresAt < new Date()) return invalidLinkMessage;
      const account = await em.findOneOrFail(Account, { id: link.accountId });
      if (account.disabledAt) return invalidLinkMessage;
      // Following the link twice is fine; the first time verifies.
      if ((await proveSignUp(em, account, 'email')) !== 'proven') return identityMessages.emailTaken;
      link.usedAt ??= new Date();
      return null;
    });
    if (refusal) throw new DomainError(refusal === invalidLinkMessage ? 'invalid' : 'conflict', refusal);
  }
}
