import { competeMessages, fundraiserMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, type ParsedBody } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { GenerateReferralCodeCommand } from './commands/generate-referral-code/generate-referral-code.command';
import { InviteTeamMemberCommand } from './commands/invite-team-member/invite-team-member.command';
import { ShareTokensCommand } from './commands/share-tokens/share-tokens.command';
import { RequestToJoinCommand } from './commands/request-to-join/request-to-join.command';
import { ListParticipantFundraisersQuery } from './queries/list-participant-fundraisers/list-participant-fundraisers.query';

/**
 * The spec's /participantRoutes of the fundraisers context: joining, team invitations, referrals
 * and sharing tokens with the team.
 */
@Controller()
export class ParticipantMembershipController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.requestToJoinNewFundRaising)
  async requestToJoin(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.requestToJoinNewFundRaising>,
  ) {
    const outcome = await this.commands.execute(
      new RequestToJoinCommand(user, body.fundRaisingId, body.invitationCode ?? null),
    );
    return withMessage(
      outcome === 'joined' ? fundraiserMessages.invitationAccepted : fundraiserMessages.joinRequested,
      null,
    );
  }

  @Route(routeTable.getParticipantFundRaisings)
  fundraisers(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListParticipantFundraisersQuery(user.accountId));
  }

  @Route(routeTable.generateTeamMemberInvitationLink)
  async inviteTeamMember(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.generateTeamMemberInvitationLink>,
  ) {
    const data = await this.commands.execute(new InviteTeamMemberCommand(user, body));
    // The reusable general link is returned for the participant to share, not sent: no message.
    return body.isGeneral ? data : withMessage(fundraiserMessages.inviteSent, data);
  }

  @Route(routeTable.generateParticipantGroupDonationLink)
  async referralCode(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.generateParticipantGroupDonationLink>,
  ) {
    return withMessage(
      fundraiserMessages.referralGenerated,
      await this.commands.execute(new GenerateReferralCodeCommand(user.accountId, body.groupId)),
    );
  }

  @Route(routeTable.sendTokensToTeamMember)
  async shareTokens(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.sendTokensToTeamMember>,
  ) {
    return withMessage(
      competeMessages.tokensShared,
      await this.commands.execute(new ShareTokensCommand(user.accountId, body)),
    );
  }
}
