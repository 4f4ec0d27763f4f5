import { identityMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount } from '../../services/account-lookup';
import { Session } from '../../entities/session.entity';
import { PasswordHasher } from '../../services/password-hasher';
import { SessionTokens } from '../../services/session-tokens';
import { ChangePasswordCommand } from './change-password.command';

export const loginToChangePasswordMessage = 'Please Login to change password!';
/** Wrong current passwords per account and hour: a borrowed session must not become a password oracle. */
export const CURRENT_PASSWORD_TRIES_PER_HOUR = 5;

/**
 * Sets a new password for the signed-in account (which must give its current password: a session left open
 * must not let anyone lock its owner out), or with the one-time grant that verifying a reset code gave.
 * Every session of the account ends, so a thief's session dies with the old password.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionTokens,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, bearerToken }: ChangePasswordCommand) {
    const claims = bearerToken ? this.sessions.decode(bearerToken) : null;
    if (!claims) throw new DomainError('unauthenticated', loginToChangePasswordMessage);
    const bySession = claims.purpose === 'session';
    if (bySession && !input.currentPassword) {
      throw new DomainError('invalid', identityMessages.currentPasswordRequired, {
        currentPassword: [identityMessages.currentPasswordRequired],
      });
    }
    const triesKey = `current-password:${claims.sub}`;
    if (bySession && (await this.limiter.count(triesKey)) >= CURRENT_PASSWORD_TRIES_PER_HOUR) {
      throw new DomainError('rate-limited', 'Too many wrong passwords. Please wait an hour and try again.');
    }
    const passwordHash = await this.passwords.hash(input.password);
    const refusal = await this.uow.run(async (scope) => {
      const { em } = scope;
      const session = await em.findOne(Session, {
        id: claims.sid,
        accountId: claims.sub,
        purpose: claims.purpose,
        revokedAt: null,
      });
      if (!session || session.expiresAt < new Date())
        throw new DomainError('unauthenticated', identityMessages.sessionExpired);
      const account = await findAccount(em, input.role, input.email);
      if (!account || account.id !== claims.sub || account.disabledAt) {
        throw new DomainError('forbidden', 'You can only change the password of your own account');
      }
      if (bySession && !(await this.passwords.verify(account.passwordHash, input.currentPassword ?? ''))) {
        return 'wrong-current-password';
      }
      account.passwordHash = passwordHash;
      await this.sessions.revokeAll(scope, account.id);
      return null;
    });
    if (refusal) {
      await this.limiter.hit(triesKey, Number.MAX_SAFE_INTEGER, 3600);
      throw new DomainError('invalid', identityMessages.currentPasswordWrong, {
        currentPassword: [identityMessages.currentPasswordWrong],
      });
    }
  }
}
