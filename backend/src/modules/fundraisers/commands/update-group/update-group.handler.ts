import { fundraiserMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { describeGroups } from '../../read-models/fundraiser-admin-views';
import { flushGroupNames, groupGoalsOf, groupNamesClash } from '../../services/group-persistence';
import { PayoutAccountLinks } from '../../services/payout-account-links';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayChangeGroups, assertMayLinkPayoutAccount } from '../../policies/fundraiser-permissions.policy';
import { groupGoalProblem } from '../../policies/group-goals.policy';
import { UpdateGroupCommand } from './update-group.command';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@CommandHandler(UpdateGroupCommand)
export class UpdateGroupHandler implements ICommandHandler<UpdateGroupCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
    private readonly links: PayoutAccountLinks,
    private readonly balances: LedgerBalances,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, input }: UpdateGroupCommand) {
    const changesDetails =
      input.groupName !== undefined || input.groupTarget !== undefined || input.groupCause !== undefined;
    // Linking an account is allowed at any time (a running fundraiser may need one); the other changes only before
    // the start. The account is checked (and maybe refreshed from the provider) before anything is locked.
    const link =
      input.stripe === undefined ? null : await this.links.prepare(user, { groupId: input.groupId }, input.stripe);
    const changed = changesDetails || input.stripe === undefined || link !== null;
    const { fundraiser, group } = await this.uow.run(async ({ em, afterCommit }) => {
      const { fundraiser, group } = await this.access.requireAdministeredGroup(em, user, input.groupId);
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
      if (changesDetails || input.stripe === undefined) assertMayChangeGroups(user, fundraiser, group);
      if (link) {
        assertMayLinkPayoutAccount(user, fundraiser, group);
        await this.links.hold(em, link);
        group.payoutAccountId = link.providerAccountId;
      }

      if (input.groupName !== undefined && input.groupName !== group.name) {
        const clash = await em.execute(
          'select 1 from fundraiser_groups where fundraiser_id = ? and id <> ? and lower(name) = lower(?)',
          [fundraiser.id, group.id, input.groupName],
        );
        if (clash.length > 0) throw groupNamesClash(['groupName']);
        group.name = input.groupName;
      }
      if (input.groupTarget !== undefined) {
        const others = await groupGoalsOf(em, fundraiser.id, group.id);
        const problem = groupGoalProblem(fundraiser.goalCents, others, input.groupTarget);
        if (problem) throw new DomainError('invalid', problem, { groupTarget: [problem] });
        group.goalCents = input.groupTarget;
      }
      if (input.groupCause !== undefined) group.cause = input.groupCause;

      await flushGroupNames(em, 'groupName');
      return { fundraiser, group };
    });
    const [detail] = await describeGroups(this.em.fork(), this.queries, this.balances, fundraiser, [group.id]);
    if (!detail) throw new DomainError('not-found', fundraiserMessages.groupNotFound); // deleted meanwhile
    return { group: detail, changed };
  }
}
