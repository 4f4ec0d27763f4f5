import type { CampaignPage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * GET /api/campaignRoutes/getCampaignPage: a fundraiser, group or participant page by its donation code, or the
 * fundraiser's page by its slug (`/f/{slug}`). Public; an unknown code or slug is a 404.
 */
export class GetCampaignPageQuery extends Query<CampaignPage> {
  constructor(readonly by: { code: string } | { slug: string }) {
    super();
  }
}
