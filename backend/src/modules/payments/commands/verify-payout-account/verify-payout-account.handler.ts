import { moneyMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { PaymentProvider } from '../../../../platform/payments/payment-provider.port';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { applyProviderState } from '../../domain/payout-account-state';
import { VerifyPayoutAccountCommand } from '../../../fundraisers/ports/verify-payout-account.command';

@CommandHandler(VerifyPayoutAccountCommand)
export class VerifyPayoutAccountHandler implements ICommandHandler<VerifyPayoutAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ providerAccountId, ownerAccountIds }: VerifyPayoutAccountCommand): Promise<void> {
    const em = this.em.fork();
    const row = await em.findOne(PayoutAccount, {
      providerAccountId,
      ownerAccountId: { $in: [...ownerAccountIds] },
    });
    if (!row) throw new DomainError('not-found', moneyMessages.accountNotFound);
    if (row.chargesEnabled) return;
    // The provider is asked outside any transaction; its answer is cached on the row for the next reader.
    const state = await this.provider.getConnectedAccount(providerAccountId);
    if (state && applyProviderState(row, state)) await em.flush();
    if (!row.chargesEnabled) throw new DomainError('conflict', moneyMessages.accountNotVerified);
  }
}
