import type { TeamMemberInvitationData } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * GET /api/teamMemberRoutes/getTeamMemberInvitationData: what the team-member sign-up and login pages show of a
 * private invitation or a participant's `pub_` team link. Like getInvitationData, an invitation that can no longer
 * be used is refused rather than described: expired 410 (invitationExpired), used 410 (invitationUsed), unknown
 * or deactivated 404. So `expire` is always false in a successful answer.
 */
export class GetTeamMemberInvitationDataQuery extends Query<TeamMemberInvitationData> {
  constructor(readonly invitationCode: string) {
    super();
  }
}
