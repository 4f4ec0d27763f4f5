import type { SponsorSaved, sponsorFieldsSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/** A sponsor adds itself to a fundraiser (a business before its sponsorship, or an administrator for it). */
export class AddSponsorCommand extends Command<SponsorSaved> {
  constructor(
    readonly input: z.output<typeof sponsorFieldsSchema>,
    readonly logo: Buffer | undefined,
    /** The caller's address, for the per-address limit on this public form. */
    readonly ip: string,
  ) {
    super();
  }
}
