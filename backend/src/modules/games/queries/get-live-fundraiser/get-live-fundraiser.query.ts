import type { LiveFundraiser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/liveRoutes/getLiveFundraiser: the public big screen of a fundraiser. */
export class GetLiveFundraiserQuery extends Query<LiveFundraiser> {
  constructor(readonly fundraiserId: string) {
    super();
  }
}
