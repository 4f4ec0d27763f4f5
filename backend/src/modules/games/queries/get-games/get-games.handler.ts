import { competeMessages, fundraiserMessages, type FundraiserGame as FundraiserGameView } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { DomainError } from '../../../../platform/http/domain-error';
import { FindCompetitorQuery } from '../../../fundraisers/queries/find-competitor/find-competitor.query';
import { GetGameAdministrationQuery } from '../../../fundraisers/queries/get-game-administration/get-game-administration.query';
import { ListAdministeredFundraisersQuery } from '../../../fundraisers/queries/list-administered-fundraisers/list-administered-fundraisers.query';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { ListFundraiserGamesQuery } from '../list-fundraiser-games/list-fundraiser-games.query';
import { GetGamesQuery } from './get-games.query';

@QueryHandler(GetGamesQuery)
export class GetGamesHandler implements IQueryHandler<GetGamesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, query }: GetGamesQuery): Promise<FundraiserGameView | FundraiserGameView[]> {
    if (query.gameId) {
      const game = await this.em.fork().findOne(FundraiserGame, { id: query.gameId, deletedAt: null });
      if (!game || (query.fundRaiserId && game.fundraiserId !== query.fundRaiserId)) {
        throw new DomainError('not-found', competeMessages.gameNotFound);
      }
      await this.requireSight(user, game.fundraiserId, competeMessages.gameNotFound);
      const [view] = (await this.queries.execute(new ListFundraiserGamesQuery([game.fundraiserId]))).filter(
        (candidate) => candidate._id === game.id,
      );
      if (!view) throw new DomainError('not-found', competeMessages.gameNotFound);
      return view;
    }
    if (query.fundRaiserId) {
      await this.requireSight(user, query.fundRaiserId, fundraiserMessages.notFound);
      return this.queries.execute(new ListFundraiserGamesQuery([query.fundRaiserId]));
    }
    if (user.role !== 'admin' && user.role !== 'secondaryAdmin') return [];
    const fundraisers = await this.queries.execute(new ListAdministeredFundraisersQuery(user));
    const names = new Map(fundraisers.map((fundraiser) => [fundraiser._id, fundraiser.fundRaisingName]));
    const games = await this.queries.execute(new ListFundraiserGamesQuery([...names.keys()]));
    return games.map((game) => ({ ...game, fundRaisingName: names.get(game.fundRaiserId) ?? '' }));
  }

  /** Members of the fundraiser and its administrators see its games; anyone else gets a 404. */
  private async requireSight(user: AuthenticatedUser, fundraiserId: string, notFound: string): Promise<void> {
    if (user.role === 'participant' || user.role === 'teamMember') {
      if (await this.queries.execute(new FindCompetitorQuery(user.accountId, fundraiserId))) return;
      throw new DomainError('not-found', notFound);
    }
    await this.queries.execute(new GetGameAdministrationQuery(user, fundraiserId)).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not-found') throw new DomainError('not-found', notFound);
      throw error;
    });
  }
}
