import type { OutreachSendResult, sendOutreachSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import { RequiresHandler } from '../../../../../platform/cqrs/requires-handler';

/** POST /api/outreachRoutes/sendMessages: a participant messages their own contacts or team members. */
@RequiresHandler()
export class SendOutreachMessagesCommand extends Command<OutreachSendResult> {
  constructor(
    readonly senderAccountId: string,
    readonly input: z.output<typeof sendOutreachSchema>,
  ) {
    super();
  }
}
