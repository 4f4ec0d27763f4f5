import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';
import type { PayoutLinkTarget } from '../../payout-account-links';

/**
 * POST /api/fundRaisingRoutes/updateFundRaisingStripe: pay a fundraiser's donations (those not credited to a group
 * with its own account) into a verified payout account. `changed` is false when it was linked already.
 */
@RequiresHandler()
export class LinkPayoutAccountCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly target: PayoutLinkTarget,
    readonly providerAccountId: string,
  ) {
    super();
  }
}
