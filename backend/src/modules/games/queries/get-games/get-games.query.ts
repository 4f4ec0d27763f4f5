import type { FundraiserGame, GetGameQuery } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * GET /api/gameRoutes/getGame: one game, a fundraiser's games (members and its administrators), or every game of
 * the fundraisers an administrator administers (to copy one into another fundraiser).
 */
export class GetGamesQuery extends Query<FundraiserGame | FundraiserGame[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly query: GetGameQuery,
  ) {
    super();
  }
}
