import { Query } from '@nestjs/cqrs';

/** A gift as the public big screen shows it: never more of the donor than a first name and an initial. */
export interface RecentGift {
  donorName: string;
  amountCents: number;
  at: string;
}

/** The newest gifts that went through (card donations and manual funds), newest first. */
export class ListRecentGiftsQuery extends Query<RecentGift[]> {
  constructor(
    readonly fundraiserId: string,
    readonly limit: number,
  ) {
    super();
  }
}
