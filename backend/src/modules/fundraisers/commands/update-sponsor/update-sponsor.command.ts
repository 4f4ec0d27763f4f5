import type { SponsorSaved, updateSponsorFieldsSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** A fundraiser admin corrects a sponsor's details or logo. */
export class UpdateSponsorCommand extends Command<SponsorSaved> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof updateSponsorFieldsSchema>,
    readonly logo: Buffer | undefined,
  ) {
    super();
  }
}
