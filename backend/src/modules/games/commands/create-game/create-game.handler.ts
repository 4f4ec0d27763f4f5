import {
  competeMessages,
  gameSlugFromLink,
  type FundraiserGame as FundraiserGameView,
  type GameSlug,
} from '@fundplay/contracts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { ImageUploads } from '../../../../platform/storage/image-uploads';
import { IMAGE_FIELD } from '../../../../platform/storage/multipart-form';
import { GetGameAdministrationQuery } from '../../../fundraisers/queries/get-game-administration/get-game-administration.query';
import { ListAdministeredFundraisersQuery } from '../../../fundraisers/queries/list-administered-fundraisers/list-administered-fundraisers.query';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { gameView } from '../../game-views';
import { CreateGameCommand } from './create-game.command';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';

/** Longest side of a stored game picture. */
export const GAME_IMAGE_MAX_DIMENSION = 1024;

/**
 * Spec §6: only the primary admin adds a different new game; a secondary admin may add a game already used in
 * another fundraiser they administer (by copying it, or by naming the same game). One game of a kind per
 * fundraiser; the picture is re-encoded before it is stored.
 */
@CommandHandler(CreateGameCommand)
export class CreateGameHandler implements ICommandHandler<CreateGameCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly images: ImageUploads,
    private readonly storage: FileStorage,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, fields, image }: CreateGameCommand): Promise<FundraiserGameView> {
    const target = await this.queries.execute(new GetGameAdministrationQuery(user, fields.fundRaiserId));
    const em = this.em.fork();
    let draft: { slug: GameSlug; name: string; description: string; imageFileId: string | null };
    if (fields.copyFromGameId) {
      const source = await em.findOne(FundraiserGame, { id: fields.copyFromGameId, deletedAt: null });
      if (!source) throw new DomainError('not-found', competeMessages.gameNotFound);
      // The source must be a game of a fundraiser the caller administers too (a 404 otherwise).
      await this.queries.execute(new GetGameAdministrationQuery(user, source.fundraiserId));
      draft = {
        slug: source.slug,
        name: source.name,
        description: source.description,
        imageFileId: source.imageFileId,
      };
    } else {
      const slug = gameSlugFromLink(fields.gameLink ?? '');
      if (!slug)
        throw new DomainError('invalid', competeMessages.gameLinkInvalid, {
          gameLink: [competeMessages.gameLinkInvalid],
        });
      if (!target.isPrimaryAdmin && !(await this.usedElsewhere(em, user, slug, target.fundraiserId))) {
        throw new DomainError('forbidden', competeMessages.onlyPrimaryAdminNewGame);
      }
      if (!image) {
        throw new DomainError('invalid', competeMessages.gameImageRequired, {
          [IMAGE_FIELD]: [competeMessages.gameImageRequired],
        });
      }
      const stored = await this.images.store(image, { maxDimension: GAME_IMAGE_MAX_DIMENSION });
      draft = {
        slug,
        name: fields.gameName ?? '',
        description: fields.gameDescription ?? '',
        imageFileId: stored.id,
      };
    }
    if (await em.count(FundraiserGame, { fundraiserId: target.fundraiserId, slug: draft.slug, deletedAt: null })) {
      await this.forgetUpload(draft, fields.copyFromGameId);
      throw new DomainError('conflict', competeMessages.gameAlreadyAdded);
    }
    const game = em.create(FundraiserGame, { fundraiserId: target.fundraiserId, createdBy: user.accountId, ...draft });
    try {
      await em.persist(game).flush();
    } catch (error) {
      await this.forgetUpload(draft, fields.copyFromGameId);
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('conflict', competeMessages.gameAlreadyAdded);
      }
      throw error;
    }
    // The big screen lists the fundraiser's games.
    await this.documents.changed(game.fundraiserId);
    return gameView(game, []);
  }

  /** Whether the game is in another fundraiser of the organisation the caller administers. */
  private async usedElsewhere(
    em: EntityManager,
    user: CreateGameCommand['user'],
    slug: GameSlug,
    fundraiserId: string,
  ): Promise<boolean> {
    const fundraisers = await this.queries.execute(new ListAdministeredFundraisersQuery(user));
    const others = fundraisers.map((fundraiser) => fundraiser._id).filter((id) => id !== fundraiserId);
    return (
      others.length > 0 &&
      (await em.count(FundraiserGame, { fundraiserId: { $in: others }, slug, deletedAt: null })) > 0
    );
  }

  /** A new picture stored for a game that was then refused; a copied one belongs to its source. */
  private async forgetUpload(draft: { imageFileId: string | null }, copied: string | undefined) {
    if (!copied && draft.imageFileId) await this.storage.delete(draft.imageFileId).catch(() => false);
  }
}
