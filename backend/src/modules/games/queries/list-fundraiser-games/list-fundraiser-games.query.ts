import type { FundraiserGame } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** A fundraiser's games with their top players, for the dashboards (the caller has checked who may see them). */
export class ListFundraiserGamesQuery extends Query<FundraiserGame[]> {
  constructor(readonly fundraiserIds: readonly string[]) {
    super();
  }
}
