import type { PrivateInvitationLink, participantInvitationSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** POST /api/adminRoutes/generateParticipantInvitationLink: a private, emailed, single-use invitation. */
export class InviteParticipantCommand extends Command<PrivateInvitationLink> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof participantInvitationSchema>,
  ) {
    super();
  }
}
