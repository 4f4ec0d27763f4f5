import { competeMessages, routeTable } from '@fundplay/contracts';
import { Controller, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { ImageFormInterceptor, UploadedImage } from '../../platform/storage/image-form.interceptor';
import { CreateGameCommand } from './commands/create-game/create-game.command';
import { DeleteGameCommand } from './commands/delete-game/delete-game.command';
import { UpdateGameCommand } from './commands/update-game/update-game.command';
import { GetGamesQuery } from './queries/get-games/get-games.query';

const createGameFields = ['fundRaiserId', 'copyFromGameId', 'gameName', 'gameDescription', 'gameLink'] as const;
const updateGameFields = ['gameId', 'gameName', 'gameDescription', 'gameLink'] as const;

/** The spec's /gameRoutes for a fundraiser's games (spec §7 "Games"). */
@Controller()
export class GamesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.getGame)
  get(@CurrentUser() user: AuthenticatedUser, @RouteQuery() query: ParsedQuery<typeof routeTable.getGame>) {
    return this.queries.execute(new GetGamesQuery(user, query));
  }

  @Route(routeTable.createGame)
  @UseInterceptors(ImageFormInterceptor(createGameFields))
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.createGame>,
    @UploadedImage() image: Buffer | undefined,
  ) {
    return withMessage(
      competeMessages.gameCreated,
      await this.commands.execute(new CreateGameCommand(user, body, image)),
    );
  }

  @Route(routeTable.updateGame)
  @UseInterceptors(ImageFormInterceptor(updateGameFields))
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateGame>,
    @UploadedImage() image: Buffer | undefined,
  ) {
    return withMessage(
      competeMessages.gameUpdated,
      await this.commands.execute(new UpdateGameCommand(user, body, image)),
    );
  }

  @Route(routeTable.deleteGame)
  async remove(@CurrentUser() user: AuthenticatedUser, @RouteQuery() query: ParsedQuery<typeof routeTable.deleteGame>) {
    await this.commands.execute(new DeleteGameCommand(user, query.gameId));
    return withMessage(competeMessages.gameDeleted, null);
  }
}
