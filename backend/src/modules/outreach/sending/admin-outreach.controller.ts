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
import { AdminSendOutreachMessagesCommand } from './commands/admin-send-outreach-messages/admin-send-outreach-messages.command';
import { GetOutreachAudienceQuery } from './queries/get-outreach-audience/get-outreach-audience.query';

/**
 * Administrators holding `sendEmailAndTexts` message their fundraiser's participants or team members (issue #11),
 * all of them or the ones they choose from the audience.
 */
@Controller()
export class AdminOutreachController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(outreachRouteTable.adminSendOutreachMessages)
  send(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof outreachRouteTable.adminSendOutreachMessages>,
  ) {
    return this.commands.execute(new AdminSendOutreachMessagesCommand(user, body));
  }

  @Route(outreachRouteTable.getOutreachAudience)
  audience(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof outreachRouteTable.getOutreachAudience>,
  ) {
    return this.queries.execute(new GetOutreachAudienceQuery(user, query.fundRaiserId));
  }
}
