import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { applyProviderState } from '../../domain/payout-account-state';
import { SyncPayoutAccountCommand } from './sync-payout-account.command';

@CommandHandler(SyncPayoutAccountCommand)
export class SyncPayoutAccountHandler implements ICommandHandler<SyncPayoutAccountCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ account, em }: SyncPayoutAccountCommand): Promise<{ updated: boolean }> {
    const id = account.id;
    if (typeof id !== 'string' || !/^acct_[A-Za-z0-9]+$/.test(id)) return { updated: false };
    const sync = async (tx: EntityManager) => {
      const row = await tx.findOne(PayoutAccount, { providerAccountId: id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) return { updated: false };
      const updated = applyProviderState(row, {
        chargesEnabled: account.charges_enabled === true,
        payoutsEnabled: account.payouts_enabled === true,
        detailsSubmitted: account.details_submitted === true,
      });
      if (updated) await tx.flush();
      return { updated };
    };
    return em ? sync(em) : this.em.fork().transactional(sync);
  }
}
