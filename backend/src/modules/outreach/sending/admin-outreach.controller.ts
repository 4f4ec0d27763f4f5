import {
  adminSendOutreachSchema,
  outreachRouteTable,
  type ApiResponse,
  type OutreachSendResult,
} from '@fundplay/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { RequirePrivilege } from '../../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
import { AdminSendOutreachMessagesCommand } from './commands/admin-send-outreach-messages/admin-send-outreach-messages.command';

/** Administrators holding `sendEmailAndTexts` message their fundraiser's participants or team members (issue #11). */
@Controller()
export class AdminOutreachController {
  constructor(private readonly commands: CommandBus) {}

  @Post(outreachRouteTable.adminSendOutreachMessages.path)
  @RequirePrivilege('sendEmailAndTexts')
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(adminSendOutreachSchema)) body: z.output<typeof adminSendOutreachSchema>,
  ): Promise<ApiResponse<OutreachSendResult>> {
    return { message: '', data: await this.commands.execute(new AdminSendOutreachMessagesCommand(user, body)) };
  }
}
