import type { OutreachMessage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../../platform/cqrs/requires-handler';

/** GET /api/outreachRoutes/getMessages: what the caller sent in one fundraiser, newest first. */
@RequiresHandler()
export class ListOutreachMessagesQuery extends Query<OutreachMessage[]> {
  constructor(
    readonly senderAccountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
