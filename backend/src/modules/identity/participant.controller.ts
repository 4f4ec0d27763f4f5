import {
  identityMessages,
  routeTable,
  participantSignUpSchema,
  type ApiResponse,
  type LoginResult,
} from '@fundplay/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public } from '../../platform/auth/access.decorators';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { SignUpParticipantCommand } from './commands/sign-up-participant/sign-up-participant.command';

/** The spec's /participantRoutes that belong to identity: public participant sign-up. */
@Controller()
export class ParticipantController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post(routeTable.participantSignUp.path)
  async signUp(
    @Body(new ZodValidationPipe(participantSignUpSchema)) body: z.output<typeof participantSignUpSchema>,
  ): Promise<ApiResponse<LoginResult>> {
    return { message: identityMessages.otpSent, data: await this.commands.execute(new SignUpParticipantCommand(body)) };
  }
}
