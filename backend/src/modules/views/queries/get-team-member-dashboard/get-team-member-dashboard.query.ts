import type { TeamMemberDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/teamMemberRoutes/teamMemberDashboard: members only (anyone else: 404). */
export class GetTeamMemberDashboardQuery extends Query<TeamMemberDashboard> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
