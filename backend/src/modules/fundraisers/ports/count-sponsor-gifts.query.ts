import { Query } from '@nestjs/cqrs';

/**
 * How many card gifts each sponsor made that went through (refunded ones do not count), by sponsor id.
 *
 * A port: fundraisers asks it, payments answers it (dependency inversion keeps payments above fundraisers).
 */
export class CountSponsorGiftsQuery extends Query<Map<string, number>> {
  constructor(readonly sponsorIds: readonly string[]) {
    super();
  }
}
