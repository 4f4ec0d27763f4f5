import type { LiveFundraiser } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetFundraiserShowcaseQuery } from '../../../fundraisers/queries/get-fundraiser-showcase/get-fundraiser-showcase.query';
import { ListRecentGiftsQuery } from '../../../payments/queries/list-recent-gifts/list-recent-gifts.query';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { leaderboardPlayer } from '../../game-views';
import { LeaderboardReader } from '../../leaderboards/leaderboard-reader';
import { GetLiveFundraiserQuery } from './get-live-fundraiser.query';

/** Players per game and gifts the big screen shows. */
export const LIVE_TOP_PLAYERS = 5;
export const LIVE_RECENT_GIFTS = 8;

/**
 * The big screen in one read: the fundraiser's progress and group race (fundraisers context), its newest gifts
 * (payments context, names cut to "Jane D.") and each game's top players (this context's boards). Public, like the
 * donation page's progress bar; nothing here names more of a person than a board does.
 */
@QueryHandler(GetLiveFundraiserQuery)
export class GetLiveFundraiserHandler implements IQueryHandler<GetLiveFundraiserQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly boards: LeaderboardReader,
  ) {}

  async execute({ fundraiserId }: GetLiveFundraiserQuery): Promise<LiveFundraiser> {
    const showcase = await this.queries.execute(new GetFundraiserShowcaseQuery(fundraiserId));
    const [gifts, games] = await Promise.all([
      this.queries.execute(new ListRecentGiftsQuery(fundraiserId, LIVE_RECENT_GIFTS)),
      this.em
        .fork()
        .find(FundraiserGame, { fundraiserId, deletedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    const { summary } = showcase;
    return {
      fundraiser: {
        _id: summary._id,
        fundRaisingName: summary.fundRaisingName,
        fundRaisingImage: summary.fundRaisingImage,
        fundRaisingGoal: summary.fundRaisingGoal,
        totalFunding: summary.totalFunding,
        status: summary.status,
        fundRaisingEndTime: summary.fundRaisingEndTime,
        slug: showcase.slug,
      },
      groups: showcase.groups,
      games: await Promise.all(
        games.map(async (game) => {
          const board = await this.boards.page(fundraiserId, game.id, { limit: LIVE_TOP_PLAYERS });
          return {
            _id: game.id,
            gameName: game.name,
            slug: game.slug,
            version: board.version,
            top: board.top.map(leaderboardPlayer),
          };
        }),
      ),
      recentDonations: gifts,
    };
  }
}
