import { moneyMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { PaymentProvider, PaymentProviderRefusal } from '../../../../platform/payments/payment-provider.port';
import { PayoutAccount } from '../../entities/payout-account.entity';
import { isSitePage } from '../../domain/onboarding-return-urls';
import { CreateOnboardingLinkCommand } from './create-onboarding-link.command';

@CommandHandler(CreateOnboardingLinkCommand)
export class CreateOnboardingLinkHandler implements ICommandHandler<CreateOnboardingLinkCommand> {
  private readonly logger = new Logger(CreateOnboardingLinkHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ user, providerAccountId, refreshUrl, returnUrl, siteOrigins }: CreateOnboardingLinkCommand) {
    const offSite = (['refreshUrl', 'returnUrl'] as const).filter(
      (field) => !isSitePage(field === 'refreshUrl' ? refreshUrl : returnUrl, siteOrigins),
    );
    if (offSite.length > 0) {
      throw new DomainError(
        'invalid',
        moneyMessages.returnUrlInvalid,
        Object.fromEntries(offSite.map((field) => [field, [moneyMessages.returnUrlInvalid]])),
      );
    }
    // Only the owner onboards an account: anyone else's (or an unknown one) is simply not found.
    const owned = await this.em.fork().count(PayoutAccount, { providerAccountId, ownerAccountId: user.accountId });
    if (owned === 0) throw new DomainError('not-found', moneyMessages.accountNotFound);
    try {
      return await this.provider.createOnboardingLink({ accountId: providerAccountId, refreshUrl, returnUrl });
    } catch (error) {
      if (error instanceof PaymentProviderRefusal) {
        this.logger.warn({ err: error, code: error.code }, 'the provider refused an onboarding link');
        throw new DomainError('conflict', moneyMessages.linkError);
      }
      throw error;
    }
  }
}
