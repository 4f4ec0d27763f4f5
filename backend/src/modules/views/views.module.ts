import { Module } from '@nestjs/common';
import { PageHeads } from '../../platform/http/page-head';
import { CampaignCardController } from './campaign-card.controller';
import { CampaignPagesController } from './campaign-pages.controller';
import { DashboardsController } from './dashboards.controller';
import { LinkPreviews } from './link-previews/link-previews';
import { GetAdminFundraiserDashboardHandler } from './queries/get-admin-fundraiser-dashboard/get-admin-fundraiser-dashboard.handler';
import { GetCampaignCardHandler } from './queries/get-campaign-card/get-campaign-card.handler';
import { GetCampaignPageHandler } from './queries/get-campaign-page/get-campaign-page.handler';
import { GetCampaignSupportersHandler } from './queries/get-campaign-supporters/get-campaign-supporters.handler';
import { GetParticipantDashboardHandler } from './queries/get-participant-dashboard/get-participant-dashboard.handler';
import { GetTeamMemberDashboardHandler } from './queries/get-team-member-dashboard/get-team-member-dashboard.handler';

/**
 * Views: the floor above the contexts it composes. Each view asks those contexts' queries and joins the answers; it
 * owns no tables and no rules.
 */
@Module({
  controllers: [CampaignCardController, CampaignPagesController, DashboardsController],
  providers: [
    GetAdminFundraiserDashboardHandler,
    GetCampaignCardHandler,
    GetCampaignPageHandler,
    GetCampaignSupportersHandler,
    GetParticipantDashboardHandler,
    GetTeamMemberDashboardHandler,
    // The platform serves index.html with these heads (platform/http/page-head.ts); it cannot import a module.
    { provide: PageHeads, useClass: LinkPreviews },
  ],
})
export class ViewsModule {}
