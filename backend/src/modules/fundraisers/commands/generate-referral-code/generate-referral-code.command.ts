import { Command } from '@nestjs/cqrs';

/** PUT /api/participantRoutes/generateParticipantGroupDonationLink: the participant's `/donate/{code}`. */
export class GenerateReferralCodeCommand extends Command<{ code: string }> {
  constructor(
    readonly accountId: string,
    readonly groupId: string,
  ) {
    super();
  }
}
