import type { FundraiserSummary } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** What the public big screen shows of a fundraiser: its summary and the group race. */
export interface FundraiserShowcase {
  summary: FundraiserSummary;
  /** The fundraiser page's readable address, `/f/{slug}`. */
  slug: string;
  /** Highest total first. */
  groups: { _id: string; groupName: string; groupTarget: number; groupTotalDonations: number }[];
}

/** Public, like the donation page's progress: a 404 only when there is no such fundraiser. */
export class GetFundraiserShowcaseQuery extends Query<FundraiserShowcase> {
  constructor(readonly fundraiserId: string) {
    super();
  }
}
