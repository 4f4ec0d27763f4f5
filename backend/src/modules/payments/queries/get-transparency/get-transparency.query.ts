import type { FundraiserTransparency } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** ★ GET /api/fundRaisingRoutes/getTransparency: where a fundraiser's money went, from the ledger. Public. */
export class GetTransparencyQuery extends Query<FundraiserTransparency> {
  constructor(readonly fundraiserId: string) {
    super();
  }
}
