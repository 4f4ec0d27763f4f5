import type { CampaignProfile, campaignProfileSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/** PUT /api/campaignRoutes/updateCampaignProfile: the participant's own page settings, and a new photo (unchecked). */
export class UpdateCampaignProfileCommand extends Command<CampaignProfile> {
  constructor(
    readonly accountId: string,
    readonly input: z.output<typeof campaignProfileSchema>,
    readonly photo: Buffer | undefined,
  ) {
    super();
  }
}
