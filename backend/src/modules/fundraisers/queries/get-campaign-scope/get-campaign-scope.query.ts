import type { CampaignPage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * The fundraisers context's part of a campaign page (issue #21): everything but the supporters wall and the
 * supporter count, which the views context adds from payments.
 */
export interface CampaignScope extends Omit<CampaignPage, 'supporters' | 'fundraiser'> {
  fundraiser: Omit<CampaignPage['fundraiser'], 'supporterCount'>;
  /**
   * What this page's supporters wall lists: the whole fundraiser, a group, or one participant. `participantId` is
   * the credited participant's MEMBERSHIP id (what payments and the ledger credit, `payments.membership_id`), not
   * their account id (`participant._id`).
   */
  wall: { fundraiserId: string; groupId: string | null; participantId: string | null };
}

/**
 * A campaign page by its donation code (`/donate/{code}`: a participant's, a group's or the fundraiser's own) or by
 * the fundraiser's slug (`/f/{slug}`). Null when there is no such code or slug, or the code's participant left.
 * Public: a participant is named "Jordan K." whoever asks.
 */
export class GetCampaignScopeQuery extends Query<CampaignScope | null> {
  constructor(readonly by: { code: string } | { slug: string }) {
    super();
  }
}
