import { moneyMessages, type PayoutAccountDependencies } from '@fundplay/contracts';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { PaymentProvider } from '../../../../platform/payments/payment-provider.port';
import { ListPayoutAccountUsesQuery } from '../../../fundraisers/queries/list-payout-account-uses/list-payout-account-uses.query';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { DeletePayoutAccountCommand } from './delete-payout-account.command';

/**
 * The row is locked (FOR UPDATE) while the fundraisers context is asked what uses the account: a link in flight
 * holds the row FOR SHARE until it commits, so it is either seen here or finds the account gone. Links to
 * fundraisers that have ended do not block (they take no more donations); they keep the id as history.
 * The account is closed at the provider after the commit; if that fails it only lingers there, unused.
 */
@CommandHandler(DeletePayoutAccountCommand)
export class DeletePayoutAccountHandler implements ICommandHandler<DeletePayoutAccountCommand> {
  private readonly logger = new Logger(DeletePayoutAccountHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ user, providerAccountId }: DeletePayoutAccountCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const row = await em.findOne(
        PayoutAccount,
        { providerAccountId, ownerAccountId: user.accountId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!row) throw new DomainError('not-found', moneyMessages.accountNotFound);
      const uses = (await this.queries.execute(new ListPayoutAccountUsesQuery([providerAccountId]))).get(
        providerAccountId,
      );
      const running = (uses ?? []).filter((use) => !use.ended);
      if (running.length > 0) {
        const data: PayoutAccountDependencies = {
          fundRaisers: running.map((use) => ({
            _id: use.fundraiserId,
            fundRaisingName: use.fundRaisingName,
            groupName: use.groupName,
          })),
        };
        throw new DomainError('conflict', moneyMessages.accountInUse, undefined, data);
      }
      em.remove(row);
    });
    try {
      await this.provider.deleteConnectedAccount(providerAccountId);
    } catch (error) {
      this.logger.warn(
        { err: error, providerAccountId },
        'a deleted payout account could not be closed at the provider',
      );
    }
  }
}
