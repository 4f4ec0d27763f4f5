import type { FundraiserTransparency } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** ★ GET /api/fundRaisingRoutes/getTransparency: where a fundraiser's money went, from the ledger. Public. */
@RequiresHandler()
export class GetTransparencyQuery extends Query<FundraiserTransparency> {
  constructor(readonly fundraiserId: string) {
    super();
  }
}
