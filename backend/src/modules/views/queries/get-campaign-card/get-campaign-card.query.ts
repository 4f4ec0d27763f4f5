import { Query } from '@nestjs/cqrs';

/** A rendered link-preview card: its PNG bytes and the ETag that names exactly what it shows. */
export interface CampaignCard {
  etag: string;
  /** Null when the caller already holds this ETag (If-None-Match): nothing was drawn. */
  png: Buffer | null;
}

/**
 * GET /api/campaignRoutes/getCampaignCard: the 1200×630 PNG a link preview shows for a fundraiser, group or
 * participant code (name, photo or logo, progress). Public; an unknown code is a 404.
 */
export class GetCampaignCardQuery extends Query<CampaignCard> {
  constructor(
    readonly code: string,
    readonly ifNoneMatch?: string,
  ) {
    super();
  }
}
