import { Command } from '@nestjs/cqrs';

/**
 * Before 'My Accounts' is listed: asks the provider about the owner's accounts that are not verified yet, so an
 * administrator back from onboarding sees the account verified even if the provider's webhook has not arrived.
 */
export class RefreshPayoutAccountsCommand extends Command<void> {
  constructor(readonly ownerAccountId: string) {
    super();
  }
}
