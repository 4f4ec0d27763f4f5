import type { FundraiserSummary } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * The caller's fundraisers by role: an administrator's organisation's; a participant's or team member's, those
 * they are a member of. Newest start first.
 */
export class ListMyFundraisersQuery extends Query<FundraiserSummary[]> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
