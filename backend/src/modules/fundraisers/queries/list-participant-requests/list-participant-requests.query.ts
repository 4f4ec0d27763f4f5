import type { ParticipantRequest } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** GET /api/adminRoutes/getParticipantRequests: pending join requests of a fundraiser the caller runs, oldest first. */
export class ListParticipantRequestsQuery extends Query<ParticipantRequest[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
