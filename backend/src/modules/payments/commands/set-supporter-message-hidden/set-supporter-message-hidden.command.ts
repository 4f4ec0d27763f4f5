import type { SupporterMessageRow, supporterMessageVisibilitySchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * POST /api/campaignRoutes/setSupporterMessageHidden: a fundraiser administrator hides a gift's message from every
 * page and the big screen (or restores it). Answers the gift as the moderation list shows it.
 */
export class SetSupporterMessageHiddenCommand extends Command<SupporterMessageRow> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof supporterMessageVisibilitySchema>,
  ) {
    super();
  }
}
