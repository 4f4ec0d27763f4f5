import {
  fundraiserMessages,
  invitationResponseSchema,
  routeTable,
  teamMemberInvitationQuerySchema,
  type ApiResponse,
  type TeamMemberFundraisers,
  type TeamMemberInvitationData,
} from '@fundplay/contracts';
import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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

  @Public()
  @Get(routeTable.getTeamMemberInvitationData.path)
  async invitationData(
    @Query(new ZodValidationPipe(teamMemberInvitationQuerySchema))
    query: z.output<typeof teamMemberInvitationQuerySchema>,
  ): Promise<ApiResponse<TeamMemberInvitationData>> {
    return {
      message: '',
      data: await this.queries.execute(new GetTeamMemberInvitationDataQuery(query.invitationCode)),
    };
  }

  @Roles('teamMember')
  @Put(routeTable.invitationResponse.path)
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(invitationResponseSchema)) body: z.output<typeof invitationResponseSchema>,
  ): Promise<ApiResponse<null>> {
    const outcome = await this.commands.execute(
      new RespondToInvitationCommand(user, body.invitationCode, body.response),
    );
    return {
      message: outcome === 'accepted' ? fundraiserMessages.invitationAccepted : fundraiserMessages.invitationRejected,
      data: null,
    };
  }

  @Roles('teamMember')
  @Get(routeTable.getTeamMemberFundRaisers.path)
  async fundraisers(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<TeamMemberFundraisers>> {
    return {
      message: '',
      data: await this.queries.execute(new GetTeamMemberFundraisersQuery(user.accountId, user.email)),
    };
  }
}
