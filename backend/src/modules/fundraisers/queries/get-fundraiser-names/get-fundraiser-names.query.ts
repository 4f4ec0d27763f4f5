import { Query } from '@nestjs/cqrs';

/**
 * The fundraisers among `fundraiserIds` by name, and whether each has ended (unknown ids are left out): what other
 * contexts may know of them.
 */
export class GetFundraiserNamesQuery extends Query<{ id: string; fundRaisingName: string; ended: boolean }[]> {
  constructor(readonly fundraiserIds: readonly string[]) {
    super();
  }
}
