import { Module } from '@nestjs/common';
import { CampaignPagesController } from './campaign-pages.controller';
import { DashboardsController } from './dashboards.controller';
import { GetAdminFundraiserDashboardHandler } from './queries/get-admin-fundraiser-dashboard/get-admin-fundraiser-dashboard.handler';
import { GetCampaignPageHandler } from './queries/get-campaign-page/get-campaign-page.handler';
import { GetCampaignSupportersHandler } from './queries/get-campaign-supporters/get-campaign-supporters.handler';
import { GetParticipantDashboardHandler } from './queries/get-participant-dashboard/get-participant-dashboard.handler';
import { GetTeamMemberDashboardHandler } from './queries/get-team-member-dashboard/get-team-member-dashboard.handler';

/**
 * Views: the floor above the contexts it composes. Each view asks those contexts' queries and joins the answers; it
 * owns no tables and no rules.
 */
@Module({
  controllers: [CampaignPagesController, DashboardsController],
  providers: [
    GetAdminFundraiserDashboardHandler,
    GetCampaignPageHandler,
    GetCampaignSupportersHandler,
    GetParticipantDashboardHandler,
    GetTeamMemberDashboardHandler,
  ],
})
export class ViewsModule {}
