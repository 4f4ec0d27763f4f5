import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import type { PayoutLinkTarget } from '../../services/payout-account-links';

/**
 * POST /api/fundRaisingRoutes/updateFundRaisingStripe: pay a fundraiser's donations (those not credited to a group
 * with its own account) into a verified payout account. `changed` is false when it was linked already.
 */
export class LinkPayoutAccountCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly target: PayoutLinkTarget,
    readonly providerAccountId: string,
  ) {
    super();
  }
}
