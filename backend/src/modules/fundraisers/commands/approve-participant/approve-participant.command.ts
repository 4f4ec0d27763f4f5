import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** PUT /api/adminRoutes/approveParticipant: the request goes, the membership comes, in one transaction. */
export class ApproveParticipantCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly requestId: string,
  ) {
    super();
  }
}
