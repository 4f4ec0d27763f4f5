import type { CampaignProfile } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * GET /api/campaignRoutes/getCampaignProfile: the participant's own page settings. A command, not a query: the first
 * read makes the participant's referral code when they are in a group, so the share kit never waits for a button.
 */
export class OpenCampaignProfileCommand extends Command<CampaignProfile> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
