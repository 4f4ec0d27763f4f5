import { fundraiserMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { RespondToInvitationCommand } from './commands/respond-to-invitation/respond-to-invitation.command';
import { GetTeamMemberFundraisersQuery } from './queries/get-team-member-fundraisers/get-team-member-fundraisers.query';
import { GetTeamMemberInvitationDataQuery } from './queries/get-team-member-invitation-data/get-team-member-invitation-data.query';

/** The spec's /teamMemberRoutes except sign-up (identity's): invitations and fundraisers (the dashboard is views'). */
@Controller()
export class TeamMemberController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.getTeamMemberInvitationData)
  invitationData(@RouteQuery() query: ParsedQuery<typeof routeTable.getTeamMemberInvitationData>) {
    return this.queries.execute(new GetTeamMemberInvitationDataQuery(query.invitationCode));
  }

  @Route(routeTable.invitationResponse)
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.invitationResponse>,
  ) {
    const outcome = await this.commands.execute(
      new RespondToInvitationCommand(user, body.invitationCode, body.response),
    );
    return withMessage(
      outcome === 'accepted' ? fundraiserMessages.invitationAccepted : fundraiserMessages.invitationRejected,
      null,
    );
  }

  @Route(routeTable.getTeamMemberFundRaisers)
  fundraisers(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetTeamMemberFundraisersQuery(user.accountId, user.email));
  }
}
