import type { JoinableFundraiser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * Fundraisers not yet ended, soonest first (at most 50), optionally those whose name contains `name` (any case),
 * each with the caller's relation to it: member, join requested, or none.
 */
export class ListJoinableFundraisersQuery extends Query<JoinableFundraiser[]> {
  constructor(
    readonly accountId: string,
    readonly name: string | undefined,
  ) {
    super();
  }
}
