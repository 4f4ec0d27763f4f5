import type { adminSendOutreachSchema, OutreachSendResult } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../../platform/auth/authenticated-user';

/** POST /api/adminRoutes/sendOutreachMessages: an administrator messages the fundraiser's participants or team. */
export class AdminSendOutreachMessagesCommand extends Command<OutreachSendResult> {
  constructor(
    readonly administrator: AuthenticatedUser,
    readonly input: z.output<typeof adminSendOutreachSchema>,
  ) {
    super();
  }
}
