import { competeMessages, gameSlugFromLink, type FundraiserGame as FundraiserGameView } from '@fundplay/contracts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { ImageUploads } from '../../../../platform/storage/image-uploads';
import { GetGameAdministrationQuery } from '../../../fundraisers/queries/get-game-administration/get-game-administration.query';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { GameRun } from '../../entities/game-run.entity';
import { gameView } from '../../game-views';
import { LeaderboardReader } from '../../leaderboards/leaderboard-reader';
import { GAME_IMAGE_MAX_DIMENSION } from '../create-game/create-game.handler';
import { UpdateGameCommand } from './update-game.command';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';

/**
 * Spec §6: only the primary admin edits game text. A game with ranked runs keeps its kind (its board would mix two
 * games); its name, text and picture may still change. Pictures are immutable files: a new one gets a new id.
 */
@CommandHandler(UpdateGameCommand)
export class UpdateGameHandler implements ICommandHandler<UpdateGameCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly images: ImageUploads,
    private readonly boards: LeaderboardReader,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, fields, image }: UpdateGameCommand): Promise<FundraiserGameView> {
    const em = this.em.fork();
    const game = await em.findOne(FundraiserGame, { id: fields.gameId, deletedAt: null });
    if (!game) throw new DomainError('not-found', competeMessages.gameNotFound);
    const admin = await this.queries.execute(new GetGameAdministrationQuery(user, game.fundraiserId));
    if (!admin.isPrimaryAdmin) throw new DomainError('forbidden', competeMessages.onlyPrimaryAdminEdits);

    const slug = gameSlugFromLink(fields.gameLink);
    if (!slug)
      throw new DomainError('invalid', competeMessages.gameLinkInvalid, {
        gameLink: [competeMessages.gameLinkInvalid],
      });
    if (slug !== game.slug && (await em.count(GameRun, { gameId: game.id, status: 'verified' })) > 0) {
      throw new DomainError('conflict', competeMessages.gameLinkLocked);
    }
    if (image) game.imageFileId = (await this.images.store(image, { maxDimension: GAME_IMAGE_MAX_DIMENSION })).id;
    game.slug = slug;
    game.name = fields.gameName;
    game.description = fields.gameDescription;
    game.updatedAt = new Date();
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('conflict', competeMessages.gameAlreadyAdded);
      }
      throw error;
    }
    await this.documents.changed(game.fundraiserId);
    const board = await this.boards.page(game.fundraiserId, game.id, { limit: 10 });
    return gameView(game, board.top);
  }
}
