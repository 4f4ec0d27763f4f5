import {
  competeMessages,
  finishRunSchema,
  leaderboardQuerySchema,
  routeTable,
  startRunSchema,
  type ApiResponse,
  type CompeteRunResult,
  type CompeteRunStart,
  type Leaderboard,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser, OptionalUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { FinishRunCommand } from './commands/finish-run/finish-run.command';
import { StartRunCommand } from './commands/start-run/start-run.command';
import { GetLeaderboardQuery } from './queries/get-leaderboard/get-leaderboard.query';

/** Compete runs and leaderboards (architecture §8). */
@Controller()
export class CompeteController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Roles('participant', 'teamMember')
  @Post(routeTable.startRun.path)
  @HttpCode(200)
  async start(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(startRunSchema)) body: z.output<typeof startRunSchema>,
  ): Promise<ApiResponse<CompeteRunStart>> {
    return { message: '', data: await this.commands.execute(new StartRunCommand(user.accountId, body)) };
  }

  @Roles('participant', 'teamMember')
  @Post(routeTable.finishRun.path)
  @HttpCode(200)
  async finish(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(finishRunSchema)) body: z.output<typeof finishRunSchema>,
  ): Promise<ApiResponse<CompeteRunResult>> {
    const result = await this.commands.execute(new FinishRunCommand(user.accountId, body));
    return { message: result.verified ? competeMessages.runVerified : competeMessages.runRejected, data: result };
  }

  @Public()
  @Get(routeTable.leaderboard.path)
  async leaderboard(
    @OptionalUser() user: AuthenticatedUser | null,
    @Query(new ZodValidationPipe(leaderboardQuerySchema)) query: z.output<typeof leaderboardQuerySchema>,
  ): Promise<ApiResponse<Leaderboard>> {
    return { message: '', data: await this.queries.execute(new GetLeaderboardQuery(user?.accountId ?? null, query)) };
  }
}
