import type { manualDonationSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** POST /api/adminRoutes/addManualDonation: money received outside the card flow, credited to a participant. */
export class RecordManualDonationCommand extends Command<{ manualDonationId: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof manualDonationSchema>,
  ) {
    super();
  }
}
