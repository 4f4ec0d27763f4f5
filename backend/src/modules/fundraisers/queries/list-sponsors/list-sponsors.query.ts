import type { SponsorRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** GET /api/sponsorRoutes/getSponsor: the fundraiser's business sponsors, for its administrators and members. */
export class ListSponsorsQuery extends Query<SponsorRow[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
