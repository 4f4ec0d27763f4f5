import type { createFundraiserSchema, FundraiserDetail } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** The wizard's info step: a new fundraiser of the caller's organisation, without a goal until the goal step. */
export class CreateFundraiserCommand extends Command<FundraiserDetail> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof createFundraiserSchema>,
  ) {
    super();
  }
}
