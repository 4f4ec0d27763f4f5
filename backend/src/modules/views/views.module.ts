import { Module } from '@nestjs/common';
import { DashboardsController } from './dashboards.controller';
import { GetAdminFundraiserDashboardHandler } from './queries/get-admin-fundraiser-dashboard/get-admin-fundraiser-dashboard.handler';
import { GetParticipantDashboardHandler } from './queries/get-participant-dashboard/get-participant-dashboard.handler';
import { GetTeamMemberDashboardHandler } from './queries/get-team-member-dashboard/get-team-member-dashboard.handler';

/**
 * Views: the floor above the contexts it composes. Each view asks those contexts' queries and joins the answers; it
 * owns no tables and no rules.
 */
@Module({
  controllers: [DashboardsController],
  providers: [GetAdminFundraiserDashboardHandler, GetParticipantDashboardHandler, GetTeamMemberDashboardHandler],
})
export class ViewsModule {}
