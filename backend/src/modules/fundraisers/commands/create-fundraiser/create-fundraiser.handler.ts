import { identityMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { fundraiserDetail } from '../../fundraiser-admin-views';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { CreateFundraiserCommand } from './create-fundraiser.command';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@CommandHandler(CreateFundraiserCommand)
export class CreateFundraiserHandler implements ICommandHandler<CreateFundraiserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ user, input }: CreateFundraiserCommand) {
    // The guard checked startNewFundraiser; the organisation it is created in is the caller's scope.
    const primaryAdminId = await this.access.primaryAdminOf(user);
    if (!primaryAdminId) throw new DomainError('forbidden', identityMessages.forbidden);
    const fundraiser = await this.uow.run(async ({ em }) => {
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
        // Set by the wizard's goal step (updateFundRaising), after the groups.
        goalCents: '0',
        // Absent from older clients: the column's default zone.
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      });
      await em.flush();
      return fundraiser;
    });
    return fundraiserDetail(this.em.fork(), this.balances, user, fundraiser);
  }
}
