import type { createFundraiserSchema, FundraiserDetail } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** A new fundraiser of the caller's organisation, with the goal, cause, groups and payout account the wizard collected. */
export class CreateFundraiserCommand extends Command<FundraiserDetail> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof createFundraiserSchema>,
  ) {
    super();
  }
}
