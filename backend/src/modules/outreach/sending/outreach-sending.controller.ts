import { outreachRouteTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import {
  RouteBody,
  RouteQuery,
  type ParsedBody,
  type ParsedQuery,
} from '../../../platform/http/route-input.decorators';
import { Route } from '../../../platform/http/route.decorator';
import { SendOutreachMessagesCommand } from './commands/send-outreach-messages/send-outreach-messages.command';
import { ListOutreachMessagesQuery } from './queries/list-outreach-messages/list-outreach-messages.query';

/** A participant's outreach (issue #11): send the template to their contacts or team, and follow each message. */
@Controller()
export class OutreachSendingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(outreachRouteTable.sendOutreachMessages)
  send(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof outreachRouteTable.sendOutreachMessages>,
  ) {
    return this.commands.execute(new SendOutreachMessagesCommand(user.accountId, body));
  }

  @Route(outreachRouteTable.getOutreachMessages)
  list(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof outreachRouteTable.getOutreachMessages>,
  ) {
    return this.queries.execute(new ListOutreachMessagesQuery(user.accountId, query.fundRaiserId));
  }
}
