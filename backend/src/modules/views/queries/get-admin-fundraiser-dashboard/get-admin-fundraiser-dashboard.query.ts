import type { AdminFundraiserDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** `/admin/dashboard/{fundraiserId}`: the fundraiser, its administrators, groups, participants, games and sponsors. */
export class GetAdminFundraiserDashboardQuery extends Query<AdminFundraiserDashboard> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
