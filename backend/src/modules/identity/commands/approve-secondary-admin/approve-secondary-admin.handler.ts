import { LockMode } from '@mikro-orm/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { isManagedBy } from '../../services/administrator-scope';
import { Account } from '../../entities/account.entity';
import { SecondaryAdminApproved } from '../../events/secondary-admin-approved.event';
import { SessionTokens } from '../../services/session-tokens';
import { ApproveSecondaryAdminCommand } from './approve-secondary-admin.command';

export const adminNotFoundMessage = 'There is no administrator waiting for your approval with that id';

@CommandHandler(ApproveSecondaryAdminCommand)
export class ApproveSecondaryAdminHandler implements ICommandHandler<ApproveSecondaryAdminCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ primaryAdminId, adminId }: ApproveSecondaryAdminCommand) {
    await this.uow.run(async (scope) => {
      const { em, publish } = scope;
      if (!(await isManagedBy(em, adminId, primaryAdminId))) throw new DomainError('not-found', adminNotFoundMessage);
      const admin = await em.findOneOrFail(Account, { id: adminId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!admin.verifiedAt) throw new DomainError('conflict', 'This administrator has not verified their email yet');
      if (admin.adminApproval) return; // approving twice changes nothing
      admin.adminApproval = true;
      this.sessions.accountChanged(scope, admin.id);
      publish(new SecondaryAdminApproved({ accountId: admin.id, email: admin.email, firstName: admin.firstName }));
    });
  }
}
