import { moneyMessages, type PayoutAccountRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { PaymentProvider, PaymentProviderRefusal } from '../../../../platform/payments/payment-provider.port';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { applyProviderState, payoutAccountRow } from '../../domain/payout-account-state';
import { CreatePayoutAccountCommand } from './create-payout-account.command';

/**
 * Records the intent, commits, asks the provider, then stores its answer (architecture §10: external calls outside
 * transactions). The row's id is the idempotency key, so a retry of the provider call can never open a second
 * account for the same row. A row the provider never answered for is removed and never shown.
 */
@CommandHandler(CreatePayoutAccountCommand)
export class CreatePayoutAccountHandler implements ICommandHandler<CreatePayoutAccountCommand> {
  private readonly logger = new Logger(CreatePayoutAccountHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ user, displayName }: CreatePayoutAccountCommand): Promise<PayoutAccountRow> {
    const em = this.em.fork();
    const row = em.create(PayoutAccount, { ownerAccountId: user.accountId, displayName });
    await em.persist(row).flush();
    try {
      const account = await this.provider.createConnectedAccount({
        displayName,
        email: user.email || null,
        idempotencyKey: `payout-account:${row.id}`,
      });
      row.providerAccountId = account.id;
      applyProviderState(row, account);
      await em.flush();
    } catch (error) {
      await em.nativeDelete(PayoutAccount, { id: row.id });
      if (error instanceof PaymentProviderRefusal) {
        this.logger.warn({ err: error, code: error.code }, 'the provider refused a new connected account');
        throw new DomainError('conflict', moneyMessages.accountCreateError);
      }
      throw error;
    }
    return payoutAccountRow(row, []);
  }
}
