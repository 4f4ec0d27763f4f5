import type { SupportersPage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/campaignRoutes/getSupporters: the next page of the wall a code's page shows. Unknown code: 404. */
export class GetCampaignSupportersQuery extends Query<SupportersPage> {
  constructor(
    readonly code: string,
    readonly cursor: string | undefined,
  ) {
    super();
  }
}
