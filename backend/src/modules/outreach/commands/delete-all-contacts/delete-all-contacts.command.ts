import { Command } from '@nestjs/cqrs';

/** DELETE /api/contactRoutes/deleteAllContacts: a person empties its address book in one action (issue #11). */
export class DeleteAllContactsCommand extends Command<{ deleted: number }> {
  constructor(readonly ownerAccountId: string) {
    super();
  }
}
