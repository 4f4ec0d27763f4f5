import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import { describeGroups, organisationAdministrators } from '../../read-models/fundraiser-admin-views';
import { assertGroupGoalsFit, groupAdminIds } from '../../domain/group-draft-checks';
import { flushGroupNames, groupNameKey, groupNamesClash } from '../../services/group-persistence';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayChangeGroups } from '../../policies/fundraiser-permissions.policy';
import { CreateGroupsCommand } from './create-groups.command';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@CommandHandler(CreateGroupsCommand)
export class CreateGroupsHandler implements ICommandHandler<CreateGroupsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, groups }: CreateGroupsCommand) {
    const fundraiserId = groups[0]?.fundRaisingId;
    if (!fundraiserId) throw new DomainError('invalid', 'Add at least one group');
    const { fundraiser, ids } = await this.uow.run(async ({ em, afterCommit }) => {
      // The fundraiser's row lock serialises every change to its groups (names, goals) and to its goal.
      const fundraiser = await this.access.requireAdministered(em, user, fundraiserId, { lock: true });
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
      assertMayChangeGroups(user, fundraiser, null);
      const existing = await em.find(FundraiserGroup, { fundraiserId });

      const taken = new Set(existing.map((group) => groupNameKey(group.name)));
      const clashes = groups.flatMap((group, index) =>
        taken.has(groupNameKey(group.groupName)) ? [`groups.${index}.groupName`] : [],
      );
      if (clashes.length > 0) throw groupNamesClash(clashes);

      const administrators = await organisationAdministrators(this.queries, fundraiser);
      const adminIds = groupAdminIds(administrators, groups);
      const allocatedCents = existing.reduce((sum, group) => sum + group.goalCents, 0);
      assertGroupGoalsFit(fundraiser.goalCents, allocatedCents, groups);

      // A millisecond apart, so every list shows the groups in the order they were sent.
      const createdAt = Date.now();
      const created = groups.map((group, index) =>
        em.create(FundraiserGroup, {
          createdAt: new Date(createdAt + index),
          fundraiserId,
          name: group.groupName,
          goalCents: group.groupTarget,
          cause: group.groupCause ?? '',
          adminAccountId: adminIds[index] ?? null,
        }),
      );
      await flushGroupNames(em, 'groups');
      return { fundraiser, ids: created.map((group) => group.id) };
    });
    const details = await describeGroups(this.em.fork(), this.queries, this.balances, fundraiser, ids);
    // In the order they were sent.
    return ids.flatMap((id) => details.filter((detail) => detail._id === id));
  }
}
