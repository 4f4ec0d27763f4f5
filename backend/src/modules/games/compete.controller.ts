import { competeMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser, OptionalUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
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

  @Route(routeTable.startRun)
  start(@CurrentUser() user: AuthenticatedUser, @RouteBody() body: ParsedBody<typeof routeTable.startRun>) {
    return this.commands.execute(new StartRunCommand(user.accountId, body));
  }

  @Route(routeTable.finishRun)
  async finish(@CurrentUser() user: AuthenticatedUser, @RouteBody() body: ParsedBody<typeof routeTable.finishRun>) {
    const result = await this.commands.execute(new FinishRunCommand(user.accountId, body));
    return withMessage(result.verified ? competeMessages.runVerified : competeMessages.runRejected, result);
  }

  @Route(routeTable.leaderboard)
  leaderboard(
    @OptionalUser() user: AuthenticatedUser | null,
    @RouteQuery() query: ParsedQuery<typeof routeTable.leaderboard>,
  ) {
    return this.queries.execute(new GetLeaderboardQuery(user?.accountId ?? null, query));
  }
}
