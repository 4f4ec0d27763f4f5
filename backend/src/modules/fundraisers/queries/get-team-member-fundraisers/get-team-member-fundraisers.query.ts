import type { TeamMemberFundraisers } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * GET /api/teamMemberRoutes/getTeamMemberFundRaisers: the fundraisers the team member supports (with the
 * participant they support there) and the pending, unexpired private invitations addressed to their email.
 * Codes are stored only as hashes, so a listed invitation's `invitationCode` is its id; invitationResponse
 * accepts that id from the addressed account only.
 */
export class GetTeamMemberFundraisersQuery extends Query<TeamMemberFundraisers> {
  constructor(
    readonly accountId: string,
    readonly email: string,
  ) {
    super();
  }
}
