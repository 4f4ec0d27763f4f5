import { Command } from '@nestjs/cqrs';

/**
 * DELETE /api/contactRoutes/deleteAllContacts: a person empties its address book and its outreach message history
 * in one action (issue #11); scheduled messages are cancelled with it.
 */
export class DeleteAllContactsCommand extends Command<{ deleted: number; messagesDeleted: number }> {
  constructor(readonly ownerAccountId: string) {
    super();
  }
}
