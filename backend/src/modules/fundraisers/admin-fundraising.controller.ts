import { routeTable, type ApiResponse, type FundraiserSummary } from '@fundplay/contracts';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AllowPendingApproval, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ListAdministeredFundraisersQuery } from './queries/list-administered-fundraisers/list-administered-fundraisers.query';

/** The fundraiser side of the spec's /adminRoutes: the organisation's fundraisers (the dashboard is views'). */
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
}
