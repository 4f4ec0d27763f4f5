import type { JoinableFundraiser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * Fundraisers not yet ended that `search` finds: their name contains it (any case), or it is exactly a code the
 * fundraiser hands out (its active public participant link, or one of its donation links). Code matches first,
 * then soonest first, at most `joinSearchLimits.maxResults`; each with the caller's relation to it: member, join
 * requested, or none.
 */
export class ListJoinableFundraisersQuery extends Query<JoinableFundraiser[]> {
  constructor(
    readonly accountId: string,
    readonly search: string,
  ) {
    super();
  }
}
