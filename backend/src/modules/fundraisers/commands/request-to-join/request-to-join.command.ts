import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** `requested`: a join request now waits for an admin; `joined`: an invitation admitted the caller at once. */
export type RequestToJoinOutcome = 'requested' | 'joined';

/**
 * PUT /api/participantRoutes/requestToJoinNewFundRaising: a request an admin approves, or, with the code of a
 * participant invitation or `pub_` link of that fundraiser, an existing participant accepting it.
 */
export class RequestToJoinCommand extends Command<RequestToJoinOutcome> {
  constructor(
    readonly user: Pick<AuthenticatedUser, 'accountId' | 'email'>,
    readonly fundraiserId: string,
    readonly invitationCode: string | null = null,
  ) {
    super();
  }
}
