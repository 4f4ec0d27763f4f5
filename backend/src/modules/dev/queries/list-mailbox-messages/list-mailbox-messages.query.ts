import type { MailboxMessage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

export class ListMailboxMessagesQuery extends Query<MailboxMessage[]> {
  constructor(readonly to?: string) {
    super();
  }
}
