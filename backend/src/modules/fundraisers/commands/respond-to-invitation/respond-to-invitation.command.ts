import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * PUT /api/teamMemberRoutes/invitationResponse. `invitationCode` is a private invitation's code, a participant's
 * `pub_` team link, or (from the team member's dashboard, which never sees codes) a listed invitation's id.
 */
export class RespondToInvitationCommand extends Command<'accepted' | 'rejected'> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly invitationCode: string,
    readonly accept: boolean,
  ) {
    super();
  }
}
