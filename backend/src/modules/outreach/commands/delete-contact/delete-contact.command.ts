import { Command } from '@nestjs/cqrs';

/** DELETE /api/contactRoutes/deleteContact?contactId: the owner removes one of its contacts. */
export class DeleteContactCommand extends Command<void> {
  constructor(
    readonly ownerAccountId: string,
    readonly contactId: string,
  ) {
    super();
  }
}
