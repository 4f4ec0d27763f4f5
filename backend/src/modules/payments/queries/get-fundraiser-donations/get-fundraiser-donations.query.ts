import type { DonationRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * GET /api/adminRoutes/getFundraiserDonations (and its CSV export): every gift to a fundraiser that went through
 * (card donations, token purchases, manual funds), newest first, for the administrators of that fundraiser.
 */
export class GetFundraiserDonationsQuery extends Query<{ fundRaisingName: string; donations: DonationRow[] }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
