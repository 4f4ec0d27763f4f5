import type { Contact } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** The contacts `ownerAccountId` added, oldest first; also how other contexts (the participant dashboard) ask. */
export class ListContactsQuery extends Query<Contact[]> {
  constructor(readonly ownerAccountId: string) {
    super();
  }
}
