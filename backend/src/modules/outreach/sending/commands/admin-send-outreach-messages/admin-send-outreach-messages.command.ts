import type { adminSendOutreachSchema, OutreachSendResult } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../../platform/cqrs/requires-handler';

/** POST /api/adminRoutes/sendOutreachMessages: an administrator messages the fundraiser's participants or team. */
@RequiresHandler()
export class AdminSendOutreachMessagesCommand extends Command<OutreachSendResult> {
  constructor(
    readonly administrator: AuthenticatedUser,
    readonly input: z.output<typeof adminSendOutreachSchema>,
  ) {
    super();
  }
}
