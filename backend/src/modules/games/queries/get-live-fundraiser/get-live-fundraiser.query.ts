import type { LiveFundraiser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/liveRoutes/getLiveFundraiser: the public big screen of a fundraiser. */
@RequiresHandler()
export class GetLiveFundraiserQuery extends Query<LiveFundraiser> {
  constructor(readonly fundraiserId: string) {
    super();
  }
}
