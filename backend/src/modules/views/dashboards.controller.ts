import {
  fundraiserIdQuerySchema,
  routeTable,
  type AdminFundraiserDashboard,
  type ApiResponse,
  type ParticipantDashboard,
  type TeamMemberDashboard,
} from '@fundplay/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { GetAdminFundraiserDashboardQuery } from './queries/get-admin-fundraiser-dashboard/get-admin-fundraiser-dashboard.query';
import { GetParticipantDashboardQuery } from './queries/get-participant-dashboard/get-participant-dashboard.query';
import { GetTeamMemberDashboardQuery } from './queries/get-team-member-dashboard/get-team-member-dashboard.query';

/** The three dashboards: each composes the fundraisers context's view of a membership with games (and contacts). */
@Controller()
export class DashboardsController {
  constructor(private readonly queries: QueryBus) {}

  @Roles('participant')
  @Get(routeTable.getParticipantDashboardByFundRaisingId.path)
  async participant(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserIdQuerySchema)) query: z.output<typeof fundraiserIdQuerySchema>,
  ): Promise<ApiResponse<ParticipantDashboard>> {
    return {
      message: '',
      data: await this.queries.execute(new GetParticipantDashboardQuery(user.accountId, query.fundRaisingId)),
    };
  }

  @Roles('teamMember')
  @Get(routeTable.teamMemberDashboard.path)
  async teamMember(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserIdQuerySchema)) query: z.output<typeof fundraiserIdQuerySchema>,
  ): Promise<ApiResponse<TeamMemberDashboard>> {
    return {
      message: '',
      data: await this.queries.execute(new GetTeamMemberDashboardQuery(user.accountId, query.fundRaisingId)),
    };
  }

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Get(routeTable.getAdminDashboardByFundRaisingId.path)
  async admin(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserIdQuerySchema)) query: z.output<typeof fundraiserIdQuerySchema>,
  ): Promise<ApiResponse<AdminFundraiserDashboard>> {
    return {
      message: '',
      data: await this.queries.execute(new GetAdminFundraiserDashboardQuery(user, query.fundRaisingId)),
    };
  }
}
