import { fundraiserMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { describeGroups, organisationAdministrators } from '../../read-models/fundraiser-admin-views';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayChangeGroups } from '../../policies/fundraiser-permissions.policy';
import { ChangeGroupAdminCommand } from './change-group-admin.command';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@CommandHandler(ChangeGroupAdminCommand)
export class ChangeGroupAdminHandler implements ICommandHandler<ChangeGroupAdminCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, groupId, adminId }: ChangeGroupAdminCommand) {
    const { fundraiser, group } = await this.uow.run(async ({ em, afterCommit }) => {
      const { fundraiser, group } = await this.access.requireAdministeredGroup(em, user, groupId);
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
      assertMayChangeGroups(user, fundraiser, group);
      const administrators = await organisationAdministrators(this.queries, fundraiser);
      if (!administrators.some((admin) => admin._id === adminId)) {
        throw new DomainError('invalid', fundraiserMessages.groupAdminUnknown, {
          adminId: [fundraiserMessages.groupAdminUnknown],
        });
      }
      group.adminAccountId = adminId;
      await em.flush();
      return { fundraiser, group };
    });
    const [detail] = await describeGroups(this.em.fork(), this.queries, this.balances, fundraiser, [group.id]);
    if (!detail) throw new DomainError('not-found', fundraiserMessages.groupNotFound); // deleted meanwhile
    return detail;
  }
}
