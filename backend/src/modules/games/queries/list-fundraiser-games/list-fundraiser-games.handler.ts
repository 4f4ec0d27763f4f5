import { competeLimits, type FundraiserGame as FundraiserGameView } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { gameView } from '../../game-views';
import { LeaderboardReader } from '../../leaderboards/leaderboard-reader';
import { ListFundraiserGamesQuery } from './list-fundraiser-games.query';

@QueryHandler(ListFundraiserGamesQuery)
export class ListFundraiserGamesHandler implements IQueryHandler<ListFundraiserGamesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly boards: LeaderboardReader,
  ) {}

  async execute({ fundraiserIds }: ListFundraiserGamesQuery): Promise<FundraiserGameView[]> {
    if (fundraiserIds.length === 0) return [];
    const games = await this.em
      .fork()
      .find(
        FundraiserGame,
        { fundraiserId: { $in: [...fundraiserIds] }, deletedAt: null },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    return Promise.all(
      games.map(async (game) => {
        const board = await this.boards.page(game.fundraiserId, game.id, { limit: competeLimits.leaderboardSize });
        return gameView(game, board.top);
      }),
    );
  }
}
