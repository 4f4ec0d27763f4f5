import {
  fundraiserIdQuerySchema,
  routeTable,
  type AdminFundraiserDashboard,
  type ApiResponse,
  type FundraiserSummary,
} from '@fundplay/contracts';
import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { GetAdminFundraiserDashboardQuery } from './queries/get-admin-fundraiser-dashboard/get-admin-fundraiser-dashboard.query';
import { ListAdministeredFundraisersQuery } from './queries/list-administered-fundraisers/list-administered-fundraisers.query';

/** The fundraiser side of the spec's /adminRoutes: the organisation's fundraisers and one fundraiser's dashboard. */
@Roles('admin', 'secondaryAdmin')
@AllowPendingApproval()
@Controller()
export class AdminFundraisingController {
  constructor(private readonly queries: QueryBus) {}

  @Post(routeTable.getAdminFundRaisings.path)
  @HttpCode(200)
  async fundraisers(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<FundraiserSummary[]>> {
    return { message: '', data: await this.queries.execute(new ListAdministeredFundraisersQuery(user)) };
  }

  @Get(routeTable.getAdminDashboardByFundRaisingId.path)
  async dashboard(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserIdQuerySchema)) query: z.output<typeof fundraiserIdQuerySchema>,
  ): Promise<ApiResponse<AdminFundraiserDashboard>> {
    return {
      message: '',
      data: await this.queries.execute(new GetAdminFundraiserDashboardQuery(user, query.fundRaisingId)),
    };
  }
}
