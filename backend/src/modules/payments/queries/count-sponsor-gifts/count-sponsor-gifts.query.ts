import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** How many card gifts each sponsor made that went through (refunded ones do not count), by sponsor id. */
@RequiresHandler()
export class CountSponsorGiftsQuery extends Query<Map<string, number>> {
  constructor(readonly sponsorIds: readonly string[]) {
    super();
  }
}
