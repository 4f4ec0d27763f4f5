import type { MailboxMessage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class ListMailboxMessagesQuery extends Query<MailboxMessage[]> {
  constructor(readonly to?: string) {
    super();
  }
}
