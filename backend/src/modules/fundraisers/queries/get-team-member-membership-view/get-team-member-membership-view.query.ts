import type { TeamMemberDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** The fundraisers context's part of a team member's dashboard: everything but the games. */
export type TeamMemberMembershipView = Omit<TeamMemberDashboard, 'games'>;

/** A team member's membership of one fundraiser as their dashboard shows it: members only (anyone else: 404). */
export class GetTeamMemberMembershipViewQuery extends Query<TeamMemberMembershipView> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
