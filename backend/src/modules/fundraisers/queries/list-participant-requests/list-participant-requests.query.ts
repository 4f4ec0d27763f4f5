import type { ParticipantRequest } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/adminRoutes/getParticipantRequests: pending join requests of a fundraiser the caller runs, oldest first. */
@RequiresHandler()
export class ListParticipantRequestsQuery extends Query<ParticipantRequest[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
