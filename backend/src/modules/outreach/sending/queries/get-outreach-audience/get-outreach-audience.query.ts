import type { OutreachAudience } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../../platform/auth/authenticated-user';

/**
 * GET /api/adminRoutes/getOutreachAudience: for an administrator of the fundraiser (else 404, as the send answers), the
 * participants and team members the administrators' send accepts, by name.
 */
export class GetOutreachAudienceQuery extends Query<OutreachAudience> {
  constructor(
    readonly administrator: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
