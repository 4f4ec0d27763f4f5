import { fundraiserMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { ApproveParticipantCommand } from './commands/approve-participant/approve-participant.command';
import { InviteParticipantCommand } from './commands/invite-participant/invite-participant.command';
import { ListParticipantRequestsQuery } from './queries/list-participant-requests/list-participant-requests.query';

/** Administrators admitting participants: join requests, approvals and private invitations. */
@Controller()
export class MembershipAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // 'admins' includes a secondary admin still waiting for approval; the scope check then finds nothing of theirs.
  @Route(routeTable.getParticipantRequests)
  participantRequests(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.getParticipantRequests>,
  ) {
    return this.queries.execute(new ListParticipantRequestsQuery(user, query.fundRaisingId));
  }

  @Route(routeTable.approveParticipant)
  async approveParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.approveParticipant>,
  ) {
    await this.commands.execute(new ApproveParticipantCommand(user, body.requestId));
    return withMessage(fundraiserMessages.participantApproved, null);
  }

  @Route(routeTable.generateParticipantInvitationLink)
  async inviteParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.generateParticipantInvitationLink>,
  ) {
    return withMessage(
      fundraiserMessages.inviteSent,
      await this.commands.execute(new InviteParticipantCommand(user, body)),
    );
  }
}
