import type { SupporterMessageRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * GET /api/campaignRoutes/getSupporterMessages: every gift on the fundraiser's wall that carries a message, hidden
 * ones included, newest first, for the administrators of that fundraiser (others: the usual 404).
 */
export class GetSupporterMessagesQuery extends Query<SupporterMessageRow[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
