import type { ParticipantPhotoRow } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** POST /api/campaignRoutes/setParticipantPhotoApproval: an admin approves (or withdraws) an under-18's photo. */
export class SetParticipantPhotoApprovalCommand extends Command<ParticipantPhotoRow> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
    readonly participantId: string,
    readonly approved: boolean,
  ) {
    super();
  }
}
