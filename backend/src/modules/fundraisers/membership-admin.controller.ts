import {
  approveParticipantSchema,
  fundraiserIdQuerySchema,
  fundraiserMessages,
  participantInvitationSchema,
  routeTable,
  type ApiResponse,
  type ParticipantRequest,
  type PrivateInvitationLink,
} from '@fundplay/contracts';
import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, RequirePrivilege, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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
  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Get(routeTable.getParticipantRequests.path)
  async participantRequests(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserIdQuerySchema)) query: z.output<typeof fundraiserIdQuerySchema>,
  ): Promise<ApiResponse<ParticipantRequest[]>> {
    return {
      message: '',
      data: await this.queries.execute(new ListParticipantRequestsQuery(user, query.fundRaisingId)),
    };
  }

  @RequirePrivilege('acceptStudentFund')
  @Put(routeTable.approveParticipant.path)
  async approveParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(approveParticipantSchema)) body: z.output<typeof approveParticipantSchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new ApproveParticipantCommand(user, body.requestId));
    return { message: fundraiserMessages.participantApproved, data: null };
  }

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Post(routeTable.generateParticipantInvitationLink.path)
  async inviteParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(participantInvitationSchema)) body: z.output<typeof participantInvitationSchema>,
  ): Promise<ApiResponse<PrivateInvitationLink>> {
    return {
      message: fundraiserMessages.inviteSent,
      data: await this.commands.execute(new InviteParticipantCommand(user, body)),
    };
  }
}
