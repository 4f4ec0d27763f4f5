import { identityMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, type ParsedBody } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { SignUpParticipantCommand } from './commands/sign-up-participant/sign-up-participant.command';

/** The spec's /participantRoutes that belong to identity: public participant sign-up. */
@Controller()
export class ParticipantController {
  constructor(private readonly commands: CommandBus) {}

  @Route(routeTable.participantSignUp)
  async signUp(@RouteBody() body: ParsedBody<typeof routeTable.participantSignUp>) {
    return withMessage(identityMessages.otpSent, await this.commands.execute(new SignUpParticipantCommand(body)));
  }
}
