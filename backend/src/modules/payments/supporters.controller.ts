import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { SetSupporterMessageHiddenCommand } from './commands/set-supporter-message-hidden/set-supporter-message-hidden.command';
import { GetSupporterMessagesQuery } from './queries/get-supporter-messages/get-supporter-messages.query';

/**
 * Moderation of the supporters wall: a fundraiser's administrators list the gifts' messages and hide or restore one.
 * Routes for every administrator (the route table's 'admins'); which fundraiser they may act on is the fundraisers
 * context's rule, asked by the handlers, as for the fundraiser's other money routes.
 */
@Controller()
export class SupportersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.getSupporterMessages)
  supporterMessages(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.getSupporterMessages>,
  ) {
    return this.queries.execute(new GetSupporterMessagesQuery(user, query.fundRaisingId));
  }

  @Route(routeTable.setSupporterMessageHidden)
  setSupporterMessageHidden(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.setSupporterMessageHidden>,
  ) {
    return this.commands.execute(new SetSupporterMessageHiddenCommand(user, body));
  }
}
