import {
  adminSendOutreachSchema,
  outreachAudienceQuerySchema,
  outreachRouteTable,
  type ApiResponse,
  type OutreachAudience,
  type OutreachSendResult,
} from '@fundplay/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { RequirePrivilege } from '../../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
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

  @Post(outreachRouteTable.adminSendOutreachMessages.path)
  @RequirePrivilege('sendEmailAndTexts')
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(adminSendOutreachSchema)) body: z.output<typeof adminSendOutreachSchema>,
  ): Promise<ApiResponse<OutreachSendResult>> {
    return { message: '', data: await this.commands.execute(new AdminSendOutreachMessagesCommand(user, body)) };
  }

  @Get(outreachRouteTable.getOutreachAudience.path)
  @RequirePrivilege('sendEmailAndTexts')
  async audience(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(outreachAudienceQuerySchema)) query: z.output<typeof outreachAudienceQuerySchema>,
  ): Promise<ApiResponse<OutreachAudience>> {
    return { message: '', data: await this.queries.execute(new GetOutreachAudienceQuery(user, query.fundRaiserId)) };
  }
}
