import type { TeamMemberDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/teamMemberRoutes/teamMemberDashboard: members only (anyone else: 404). */
@RequiresHandler()
export class GetTeamMemberDashboardQuery extends Query<TeamMemberDashboard> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
