import type { OutreachSendResult, sendOutreachSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/** POST /api/outreachRoutes/sendMessages: a participant messages their own contacts or team members. */
export class SendOutreachMessagesCommand extends Command<OutreachSendResult> {
  constructor(
    readonly senderAccountId: string,
    readonly input: z.output<typeof sendOutreachSchema>,
  ) {
    super();
  }
}
