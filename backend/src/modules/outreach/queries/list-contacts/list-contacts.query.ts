import type { Contact } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** The contacts `ownerAccountId` added, oldest first; also how other contexts (the participant dashboard) ask. */
@RequiresHandler()
export class ListContactsQuery extends Query<Contact[]> {
  constructor(readonly ownerAccountId: string) {
    super();
  }
}
