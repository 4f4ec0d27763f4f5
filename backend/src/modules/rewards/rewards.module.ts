import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { BadgeStore } from './badge-store';
import { AwardCommunityStarJob } from './jobs/award-community-star.job';
import { AwardDonationBadgesJob } from './jobs/award-donation-badges.job';
import { AwardManualDonationBadgesJob } from './jobs/award-manual-donation-badges.job';
import { AwardTeamLeaderJob } from './jobs/award-team-leader.job';
import { AwardTopFundraisersJob } from './jobs/award-top-fundraisers.job';
import { GetBadgesHandler } from './queries/get-badges/get-badges.handler';
import { RewardController } from './reward.controller';

/**
 * Badges (issue #10), computed from domain events, never fixed text: jobs on DonationReceived,
 * ManualDonationRecorded, TokensShared and ScoreSubmitted (and a scheduled one for fundraisers that ended) keep
 * progress and awards in the context's own tables; other contexts are asked through their queries and the
 * ledger's balances. The criteria are in badge-rules.ts.
 */
@Module({
  imports: [LedgerModule],
  controllers: [RewardController],
  providers: [
    AwardCommunityStarJob,
    AwardDonationBadgesJob,
    AwardManualDonationBadgesJob,
    AwardTeamLeaderJob,
    AwardTopFundraisersJob,
    BadgeStore,
    GetBadgesHandler,
  ],
})
export class RewardsModule {}
