import { normalisePrivileges } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { isManagedBy } from '../../services/administrator-scope';
import { Account } from '../../entities/account.entity';
import { SessionTokens } from '../../services/session-tokens';
import { UpdateSecondaryAdminPrivilegesCommand } from './update-secondary-admin-privileges.command';

/** Only approved secondary admins' privileges are edited; their name, email and phone stay theirs. */
@CommandHandler(UpdateSecondaryAdminPrivilegesCommand)
export class UpdateSecondaryAdminPrivilegesHandler implements ICommandHandler<UpdateSecondaryAdminPrivilegesCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ primaryAdminId, adminId, privileges }: UpdateSecondaryAdminPrivilegesCommand) {
    return this.uow.run(async (scope) => {
      const { em } = scope;
      const admin = (await isManagedBy(em, adminId, primaryAdminId))
        ? await em.findOne(Account, { id: adminId })
        : null;
      if (!admin || !admin.adminApproval) {
        throw new DomainError('not-found', 'There is no approved administrator of yours with that id');
      }
      admin.privileges = normalisePrivileges(privileges);
      this.sessions.accountChanged(scope, admin.id);
      return admin.privileges;
    });
  }
}
