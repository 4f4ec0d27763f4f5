import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { SimulateSmsReplyCommand } from './commands/simulate-sms-reply/simulate-sms-reply.command';
import { ListMailboxMessagesQuery } from './queries/list-mailbox-messages/list-mailbox-messages.query';

/** Development helpers. The module is not even loaded in production. */
@Controller()
export class DevController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Route(routeTable.devMessages)
  messages(@RouteQuery() query: ParsedQuery<typeof routeTable.devMessages>) {
    return this.queries.execute(new ListMailboxMessagesQuery(query.to || undefined));
  }

  /** A phone replies to a text (STOP, START, HELP ...), as Twilio would forward it. */
  @Route(routeTable.devReply)
  reply(@RouteBody() body: ParsedBody<typeof routeTable.devReply>) {
    return this.commands.execute(new SimulateSmsReplyCommand(body.from, body.body));
  }
}
