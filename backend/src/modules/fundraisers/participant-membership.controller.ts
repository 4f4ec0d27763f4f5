import {
  competeMessages,
  competeRouteTable,
  fundraiserMessages,
  joinRequestSchema,
  referralLinkSchema,
  routeTable,
  shareTokensSchema,
  teamMemberInvitationSchema,
  type ApiResponse,
  type FundraiserSummary,
  type TeamMemberInvitationResult,
  type TokensShareResult,
} from '@fundplay/contracts';
import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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
@Roles('participant')
export class ParticipantMembershipController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put(routeTable.requestToJoinNewFundRaising.path)
  async requestToJoin(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(joinRequestSchema)) body: z.output<typeof joinRequestSchema>,
  ): Promise<ApiResponse<null>> {
    const outcome = await this.commands.execute(
      new RequestToJoinCommand(user, body.fundRaisingId, body.invitationCode ?? null),
    );
    return {
      message: outcome === 'joined' ? fundraiserMessages.invitationAccepted : fundraiserMessages.joinRequested,
      data: null,
    };
  }

  @Get(routeTable.getParticipantFundRaisings.path)
  async fundraisers(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<FundraiserSummary[]>> {
    return { message: '', data: await this.queries.execute(new ListParticipantFundraisersQuery(user.accountId)) };
  }

  @Post(routeTable.generateTeamMemberInvitationLink.path)
  async inviteTeamMember(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(teamMemberInvitationSchema)) body: z.output<typeof teamMemberInvitationSchema>,
  ): Promise<ApiResponse<TeamMemberInvitationResult>> {
    const data = await this.commands.execute(new InviteTeamMemberCommand(user, body));
    return { message: body.isGeneral ? '' : fundraiserMessages.inviteSent, data };
  }

  @Put(routeTable.generateParticipantGroupDonationLink.path)
  async referralCode(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(referralLinkSchema)) body: z.output<typeof referralLinkSchema>,
  ): Promise<ApiResponse<{ code: string }>> {
    return {
      message: fundraiserMessages.referralGenerated,
      data: await this.commands.execute(new GenerateReferralCodeCommand(user.accountId, body.groupId)),
    };
  }

  @Put(competeRouteTable.sendTokensToTeamMember.path)
  async shareTokens(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(shareTokensSchema)) body: z.output<typeof shareTokensSchema>,
  ): Promise<ApiResponse<TokensShareResult>> {
    return {
      message: competeMessages.tokensShared,
      data: await this.commands.execute(new ShareTokensCommand(user.accountId, body)),
    };
  }
}
