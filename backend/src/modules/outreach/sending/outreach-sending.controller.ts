import {
  outreachMessagesQuerySchema,
  outreachRouteTable,
  sendOutreachSchema,
  type ApiResponse,
  type OutreachMessage,
  type OutreachSendResult,
} from '@fundplay/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Roles } from '../../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
import { SendOutreachMessagesCommand } from './commands/send-outreach-messages/send-outreach-messages.command';
import { ListOutreachMessagesQuery } from './queries/list-outreach-messages/list-outreach-messages.query';

/** A participant's outreach (issue #11): send the template to their contacts or team, and follow each message. */
@Controller()
@Roles('participant')
export class OutreachSendingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(outreachRouteTable.sendOutreachMessages.path)
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(sendOutreachSchema)) body: z.output<typeof sendOutreachSchema>,
  ): Promise<ApiResponse<OutreachSendResult>> {
    return { message: '', data: await this.commands.execute(new SendOutreachMessagesCommand(user.accountId, body)) };
  }

  @Get(outreachRouteTable.getOutreachMessages.path)
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(outreachMessagesQuerySchema)) query: z.output<typeof outreachMessagesQuerySchema>,
  ): Promise<ApiResponse<OutreachMessage[]>> {
    return {
      message: '',
      data: await this.queries.execute(new ListOutreachMessagesQuery(user.accountId, query.fundRaiserId)),
    };
  }
}
