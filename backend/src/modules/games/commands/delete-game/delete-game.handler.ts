import { competeMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetGameAdministrationQuery } from '../../../fundraisers/queries/get-game-administration/get-game-administration.query';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { GameRun } from '../../entities/game-run.entity';
import { DeleteGameCommand } from './delete-game.command';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';

/**
 * A deleted game leaves every list, board and dashboard, but its row stays: its runs (and the tokens they spent,
 * `run:<id>` in the ledger) keep pointing at it. Open runs are closed so their tickets no longer finish.
 */
@CommandHandler(DeleteGameCommand)
export class DeleteGameHandler implements ICommandHandler<DeleteGameCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, gameId }: DeleteGameCommand): Promise<void> {
    const fundraiserId = await this.em.fork().transactional(async (em) => {
      const game = await em.findOne(FundraiserGame, { id: gameId, deletedAt: null });
      if (!game) throw new DomainError('not-found', competeMessages.gameNotFound);
      const admin = await this.queries.execute(new GetGameAdministrationQuery(user, game.fundraiserId));
      if (!admin.isPrimaryAdmin) throw new DomainError('forbidden', competeMessages.onlyPrimaryAdminDeletes);
      game.deletedAt = new Date();
      await em.nativeUpdate(
        GameRun,
        { gameId, status: 'open' },
        { status: 'abandoned', finishedAt: new Date(), reason: 'the game was deleted' },
      );
      return game.fundraiserId;
    });
    // The big screen stops listing it.
    await this.documents.changed(fundraiserId);
  }
}
