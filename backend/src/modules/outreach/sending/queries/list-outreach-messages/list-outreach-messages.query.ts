import type { OutreachMessage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/outreachRoutes/getMessages: what the caller sent in one fundraiser, newest first. */
export class ListOutreachMessagesQuery extends Query<OutreachMessage[]> {
  constructor(
    readonly senderAccountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
