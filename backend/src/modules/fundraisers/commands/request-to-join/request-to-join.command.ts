import { Command } from '@nestjs/cqrs';

/** PUT /api/participantRoutes/requestToJoinNewFundRaising: a request an admin approves. */
export class RequestToJoinCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
