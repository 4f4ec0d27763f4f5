import {
  competeMessages,
  createGameFieldsSchema,
  deleteGameQuerySchema,
  getGameQuerySchema,
  routeTable,
  updateGameFieldsSchema,
  type ApiResponse,
  type FundraiserGame,
} from '@fundplay/contracts';
import { Body, Controller, Delete, Get, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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

  @AllowPendingApproval()
  @Get(routeTable.getGame.path)
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(getGameQuerySchema)) query: z.output<typeof getGameQuerySchema>,
  ): Promise<ApiResponse<FundraiserGame | FundraiserGame[]>> {
    return { message: '', data: await this.queries.execute(new GetGamesQuery(user, query)) };
  }

  @Roles('admin', 'secondaryAdmin')
  @UseInterceptors(ImageFormInterceptor(createGameFields))
  @Post(routeTable.createGame.path)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createGameFieldsSchema)) body: z.output<typeof createGameFieldsSchema>,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<ApiResponse<FundraiserGame>> {
    return {
      message: competeMessages.gameCreated,
      data: await this.commands.execute(new CreateGameCommand(user, body, image)),
    };
  }

  @Roles('admin', 'secondaryAdmin')
  @UseInterceptors(ImageFormInterceptor(updateGameFields))
  @Put(routeTable.updateGame.path)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateGameFieldsSchema)) body: z.output<typeof updateGameFieldsSchema>,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<ApiResponse<FundraiserGame>> {
    return {
      message: competeMessages.gameUpdated,
      data: await this.commands.execute(new UpdateGameCommand(user, body, image)),
    };
  }

  @Roles('admin', 'secondaryAdmin')
  @Delete(routeTable.deleteGame.path)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(deleteGameQuerySchema)) query: z.output<typeof deleteGameQuerySchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new DeleteGameCommand(user, query.gameId));
    return { message: competeMessages.gameDeleted, data: null };
  }
}
