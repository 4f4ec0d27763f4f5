import {
  identityMessages,
  routeTable,
  teamMemberSignUpSchema,
  type ApiResponse,
  type LoginResult,
} from '@fundplay/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public } from '../../platform/auth/access.decorators';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { SignUpTeamMemberCommand } from './commands/sign-up-team-member/sign-up-team-member.command';

/** The spec's /teamMemberRoutes that belong to identity: public team-member sign-up. */
@Controller()
export class TeamMemberSignUpController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post(routeTable.teamMemberSignUp.path)
  async signUp(
    @Body(new ZodValidationPipe(teamMemberSignUpSchema)) body: z.output<typeof teamMemberSignUpSchema>,
  ): Promise<ApiResponse<LoginResult>> {
    return { message: identityMessages.otpSent, data: await this.commands.execute(new SignUpTeamMemberCommand(body)) };
  }
}
