import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SupportersWall } from '../../services/supporters-wall';
import { ListRecentGiftsQuery, type RecentGift } from './list-recent-gifts.query';

/** The first page of the fundraiser's supporters wall, in the big screen's words. */
@QueryHandler(ListRecentGiftsQuery)
export class ListRecentGiftsHandler implements IQueryHandler<ListRecentGiftsQuery> {
  constructor(private readonly wall: SupportersWall) {}

  async execute({ fundraiserId, limit }: ListRecentGiftsQuery): Promise<RecentGift[]> {
    const { supporters } = await this.wall.page(
      { fundraiserId, groupId: null, participantId: null },
      undefined,
      limit,
      {
        withCount: false,
      },
    );
    return supporters.map((gift) => ({
      _id: gift._id,
      donorName: gift.name,
      amountCents: gift.amount,
      message: gift.message,
      at: new Date(gift.createdAt).toISOString(),
    }));
  }
}
