import type { AdminFundraiserDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** The fundraisers context's part of an admin's fundraiser dashboard: everything but the games. */
export type FundraiserAdministration = Omit<AdminFundraiserDashboard, 'games'>;

/** One fundraiser as its administrators see it: the fundraiser, its administrators, groups, people and sponsors. */
export class GetFundraiserAdministrationQuery extends Query<FundraiserAdministration> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
