import { competeLimits, competeMessages, type Leaderboard } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { FindCompetitorQuery } from '../../../fundraisers/queries/find-competitor/find-competitor.query';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { leaderboardPlayer, orderOf } from '../../game-views';
import { LeaderboardReader } from '../../leaderboards/leaderboard-reader';
import { GetLeaderboardQuery } from './get-leaderboard.query';

/** A board read from Redis (built from PostgreSQL first if Redis never had it); players appear as "Jane D.". */
@QueryHandler(GetLeaderboardQuery)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboardQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly boards: LeaderboardReader,
  ) {}

  async execute({ accountId, query }: GetLeaderboardQuery): Promise<Leaderboard> {
    const { fundRaiserId, gameId, limit } = query;
    const game = await this.em
      .fork()
      .findOne(FundraiserGame, { id: gameId, fundraiserId: fundRaiserId, deletedAt: null });
    if (!game) throw new DomainError('not-found', competeMessages.gameNotFound);
    const me = accountId ? await this.queries.execute(new FindCompetitorQuery(accountId, fundRaiserId)) : null;
    const page = await this.boards.page(fundRaiserId, gameId, {
      groupId: query.groupId ?? null,
      limit,
      membershipId: me?.membershipId ?? null,
      aroundMe: competeLimits.aroundMe,
    });
    return {
      fundraiserId: fundRaiserId,
      gameId,
      groupId: query.groupId ?? null,
      order: orderOf(game),
      version: page.version,
      totalPlayers: page.total,
      players: page.top.map(leaderboardPlayer),
      me: page.me ? leaderboardPlayer(page.me) : null,
      around: page.around.map(leaderboardPlayer),
    };
  }
}
