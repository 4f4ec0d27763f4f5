import type { SimilarFundraiser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * Fundraisers on the platform whose names resemble `name` (the wizard's similar-name check): one name contains
 * the other, ignoring case, or they share a word of 4 letters or more. At most 10, the closest first.
 */
export class FindSimilarFundraisersQuery extends Query<SimilarFundraiser[]> {
  constructor(readonly name: string) {
    super();
  }
}
