import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** PUT /api/participantRoutes/generateParticipantGroupDonationLink: the participant's `/donate/{code}`. */
@RequiresHandler()
export class GenerateReferralCodeCommand extends Command<{ code: string }> {
  constructor(
    readonly accountId: string,
    readonly groupId: string,
  ) {
    super();
  }
}
