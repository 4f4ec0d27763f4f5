import type { SponsorRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/sponsorRoutes/getSponsor: the fundraiser's business sponsors, for its administrators and members. */
@RequiresHandler()
export class ListSponsorsQuery extends Query<SponsorRow[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
