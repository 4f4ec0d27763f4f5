import { identityMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, type ParsedBody } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { SignUpTeamMemberCommand } from './commands/sign-up-team-member/sign-up-team-member.command';

/** The spec's /teamMemberRoutes that belong to identity: public team-member sign-up. */
@Controller()
export class TeamMemberSignUpController {
  constructor(private readonly commands: CommandBus) {}

  @Route(routeTable.teamMemberSignUp)
  async signUp(@RouteBody() body: ParsedBody<typeof routeTable.teamMemberSignUp>) {
    return withMessage(identityMessages.otpSent, await this.commands.execute(new SignUpTeamMemberCommand(body)));
  }
}
