import { Query } from '@nestjs/cqrs';

/** Where a page of ended fundraisers starts: after this one, in (end, id) order. */
export interface EndedFundraiserCursor {
  endsAt: Date;
  fundraiserId: string;
}

/**
 * The fundraisers that ended in [`endedAfter`, `endedBefore`), in order of their end (then id), `limit` at a time
 * from `after`.
 */
export class ListEndedFundraisersQuery extends Query<EndedFundraiserCursor[]> {
  constructor(
    readonly endedAfter: Date,
    readonly endedBefore: Date,
    readonly after: EndedFundraiserCursor | null = null,
    readonly limit = 200,
  ) {
    super();
  }
}
