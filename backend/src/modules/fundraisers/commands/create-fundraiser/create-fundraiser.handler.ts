import { identityMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { ListOrganisationAdministratorsQuery } from '../../../identity/queries/list-organisation-administrators/list-organisation-administrators.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import { fundraiserDetail } from '../../read-models/fundraiser-admin-views';
import { assertGroupGoalsFit, groupAdminIds } from '../../domain/group-draft-checks';
import { flushGroupNames } from '../../services/group-persistence';
import { PayoutAccountLinks } from '../../services/payout-account-links';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { CreateFundraiserCommand } from './create-fundraiser.command';

/*
 * The wizard's last step: the fundraiser with its goal, cause, groups and payout account, all or nothing. Groups and
 * goals change only before the start, and a fundraiser starting today has started by the time it exists, so they
 * come with it. Every check runs first (the payout account's may ask the provider, outside any transaction); then
 * one transaction writes everything.
 */
@CommandHandler(CreateFundraiserCommand)
export class CreateFundraiserHandler implements ICommandHandler<CreateFundraiserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly balances: LedgerBalances,
    private readonly queries: QueryBus,
    private readonly links: PayoutAccountLinks,
  ) {}

  async execute({ user, input }: CreateFundraiserCommand) {
    // The guard checked startNewFundraiser; the organisation it is created in is the caller's scope.
    const primaryAdminId = await this.access.primaryAdminOf(user);
    if (!primaryAdminId) throw new DomainError('forbidden', identityMessages.forbidden);
    const groups = input.groups ?? [];
    const goalCents = input.fundRaisingGoal ?? 0;

    const administrators =
      groups.length > 0 ? await this.queries.execute(new ListOrganisationAdministratorsQuery(primaryAdminId)) : [];
    const adminIds = groupAdminIds(administrators, groups);
    assertGroupGoalsFit(goalCents, 0, groups);
    const link = input.fundRaisingStripe
      ? await this.links.prepareForNew(user, primaryAdminId, input.fundRaisingStripe)
      : null;

    const fundraiser = await this.uow.run(async ({ em }) => {
      // Still the caller's or the organisation's, and not being deleted (a deletion waits for this transaction).
      if (link) await this.links.hold(em, link);
      const fundraiser = em.create(Fundraiser, {
        fundRaisingName: input.fundRaisingName,
        primaryAdminId,
        createdBy: user.accountId,
        address: input.address,
        city: input.city,
        state: input.state,
        zip: input.zip,
        taxId: input.fundRaisingTaxId,
        routingNumber: input.fundRaisingRoutingNumber,
        accountNumber: input.fundRaisingAccountNumber,
        startsAt: new Date(input.fundRaisingStartTime),
        endsAt: new Date(input.fundRaisingEndTime),
        // 0 is "not set yet": older clients set it with updateFundRaising before the start.
        goalCents,
        cause: input.fundRaisingCause ?? '',
        payoutAccountId: link?.providerAccountId ?? null,
        // Absent from older clients: the column's default zone.
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      });
      // Groups name their fundraiser by id, not by relation, so the ORM cannot order the inserts itself.
      await em.flush();
      // A millisecond apart, so every list shows the groups in the order they were sent.
      const createdAt = Date.now();
      groups.forEach((group, index) =>
        em.create(FundraiserGroup, {
          createdAt: new Date(createdAt + index),
          fundraiserId: fundraiser.id,
          name: group.groupName,
          goalCents: group.groupTarget,
          cause: group.groupCause ?? '',
          adminAccountId: adminIds[index] ?? null,
          // The wizard's one account pays out the fundraiser and every group; a group may get its own later.
          payoutAccountId: link?.providerAccountId ?? null,
        }),
      );
      await flushGroupNames(em, 'groups');
      return fundraiser;
    });
    return fundraiserDetail(this.em.fork(), this.queries, this.balances, user, fundraiser);
  }
}
