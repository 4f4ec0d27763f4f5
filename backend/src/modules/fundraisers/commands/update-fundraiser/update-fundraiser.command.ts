import type { FundraiserDetail, updateFundraiserSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * Any of the fundraiser's details, schedule, goal, cause and campaign-page story, and/or a new logo and cover photo
 * (the uploaded bytes, unchecked).
 */
export class UpdateFundraiserCommand extends Command<FundraiserDetail> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof updateFundraiserSchema>,
    readonly logo: Buffer | undefined,
    readonly cover?: Buffer,
  ) {
    super();
  }
}
