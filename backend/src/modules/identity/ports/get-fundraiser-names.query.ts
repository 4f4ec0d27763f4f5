import { Query } from '@nestjs/cqrs';

/**
 * The fundraisers among `fundraiserIds` by name, whether each has ended and the IANA time zone it runs in (unknown
 * ids are left out): what other contexts may know of them.
 *
 * A port: declared by the lowest context that asks it (identity; outreach and payments ask it too), answered by
 * fundraisers.
 */
export class GetFundraiserNamesQuery extends Query<
  { id: string; fundRaisingName: string; ended: boolean; timeZone: string }[]
> {
  constructor(readonly fundraiserIds: readonly string[]) {
    super();
  }
}
