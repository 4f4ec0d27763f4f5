import type { FundraiserSummary } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** The fundraisers of the organisation the administrator acts for, newest start first (none while unapproved). */
export class ListAdministeredFundraisersQuery extends Query<FundraiserSummary[]> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
