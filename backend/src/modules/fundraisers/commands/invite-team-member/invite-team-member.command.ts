import type { TeamMemberInvitationResult, teamMemberInvitationSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * POST /api/participantRoutes/generateTeamMemberInvitationLink: the participant's reusable `pub_` team link
 * (isGeneral), or a private invitation for one named person, emailed to them.
 */
export class InviteTeamMemberCommand extends Command<TeamMemberInvitationResult> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof teamMemberInvitationSchema>,
  ) {
    super();
  }
}
