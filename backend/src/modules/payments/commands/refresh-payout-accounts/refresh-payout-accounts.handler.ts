import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentProvider } from '../../../../platform/payments/payment-provider.port';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { applyProviderState } from '../../domain/payout-account-state';
import { RefreshPayoutAccountsCommand } from './refresh-payout-accounts.command';

/** At most this many accounts are asked about per listing: an owner has a handful. */
export const MAX_REFRESHED_ACCOUNTS = 10;

@CommandHandler(RefreshPayoutAccountsCommand)
export class RefreshPayoutAccountsHandler implements ICommandHandler<RefreshPayoutAccountsCommand> {
  private readonly logger = new Logger(RefreshPayoutAccountsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ ownerAccountId }: RefreshPayoutAccountsCommand): Promise<void> {
    const em = this.em.fork();
    const unverified = await em.find(
      PayoutAccount,
      { ownerAccountId, chargesEnabled: false, providerAccountId: { $ne: null } },
      { orderBy: { createdAt: 'desc' }, limit: MAX_REFRESHED_ACCOUNTS },
    );
    // Best effort: the listing still answers (with the cached state) when the provider does not.
    const states = await Promise.all(
      unverified.map((row) =>
        this.provider.getConnectedAccount(row.providerAccountId ?? '').catch((error: unknown) => {
          this.logger.warn({ err: error, accountId: row.providerAccountId }, 'could not refresh a payout account');
          return null;
        }),
      ),
    );
    let changed = false;
    unverified.forEach((row, index) => {
      const state = states[index];
      if (state && applyProviderState(row, state)) changed = true;
    });
    if (changed) await em.flush();
  }
}
