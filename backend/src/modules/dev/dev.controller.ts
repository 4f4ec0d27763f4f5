import { Public } from '../../platform/auth/access.decorators';
import {
  devReplySchema,
  mailboxFilterSchema,
  routeTable,
  type ApiResponse,
  type MailboxMessage,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { SimulateSmsReplyCommand } from './commands/simulate-sms-reply/simulate-sms-reply.command';
import { ListMailboxMessagesQuery } from './queries/list-mailbox-messages/list-mailbox-messages.query';

/** Development helpers. The module is not even loaded in production. */
@Public()
@Controller()
export class DevController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get(routeTable.devMessages.path)
  messages(
    @Query(new ZodValidationPipe(mailboxFilterSchema)) query: z.output<typeof mailboxFilterSchema>,
  ): Promise<MailboxMessage[]> {
    return this.queries.execute(new ListMailboxMessagesQuery(query.to || undefined));
  }

  /** A phone replies to a text (STOP, START, HELP ...), as Twilio would forward it. */
  @Post(routeTable.devReply.path)
  @HttpCode(200)
  async reply(
    @Body(new ZodValidationPipe(devReplySchema)) body: z.output<typeof devReplySchema>,
  ): Promise<ApiResponse<{ reply: string | null }>> {
    return { message: '', data: await this.commands.execute(new SimulateSmsReplyCommand(body.from, body.body)) };
  }
}
