import { identityMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { findAccount } from '../../account-lookup';
import { Session } from '../../entities/session.entity';
import { PasswordHasher } from '../../password-hasher';
import { SessionTokens } from '../../session-tokens';
import { ChangePasswordCommand } from './change-password.command';

export const loginToChangePasswordMessage = 'Please Login to change password!';

/**
 * Sets a new password for the signed-in account, or with the one-time grant that verifying a reset code
 * gave. Every session of the account ends, so a thief's session dies with the old password.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ input, bearerToken }: ChangePasswordCommand) {
    const claims = bearerToken ? this.sessions.decode(bearerToken) : null;
    if (!claims) throw new DomainError('unauthenticated', loginToChangePasswordMessage);
    const passwordHash = await this.passwords.hash(input.password);
    await this.uow.run(async ({ em }) => {
      const session = await em.findOne(Session, { id: claims.sid, accountId: claims.sub, revokedAt: null });
      if (!session || session.expiresAt < new Date())
        throw new DomainError('unauthenticated', identityMessages.sessionExpired);
      const account = await findAccount(em, input.role, input.email);
      if (!account || account.id !== claims.sub || account.disabledAt) {
        throw new DomainError('forbidden', 'You can only change the password of your own account');
      }
      account.passwordHash = passwordHash;
      await this.sessions.revokeAll(em, account.id);
    });
  }
}
