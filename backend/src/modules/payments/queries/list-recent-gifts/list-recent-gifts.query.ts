import type { LiveFundraiser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * A gift as the public big screen shows it, by the supporters wall's rules: "Jane D.", "Anonymous", a business's
 * name or the admin's label for manual funds; the amount null when the donor hid it; the message null when there is
 * none or an admin hid it.
 */
export type RecentGift = LiveFundraiser['recentDonations'][number];

/** The newest gifts on the fundraiser's supporters wall (card gifts, sponsorships and manual funds), newest first. */
export class ListRecentGiftsQuery extends Query<RecentGift[]> {
  constructor(
    readonly fundraiserId: string,
    readonly limit: number,
  ) {
    super();
  }
}
