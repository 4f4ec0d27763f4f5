import type { manualDonationSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** POST /api/adminRoutes/addManualDonation: money received outside the card flow, credited to a participant. */
@RequiresHandler()
export class RecordManualDonationCommand extends Command<{ manualDonationId: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof manualDonationSchema>,
  ) {
    super();
  }
}
