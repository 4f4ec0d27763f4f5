import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** DELETE /api/contactRoutes/deleteContact?contactId: the owner removes one of its contacts. */
@RequiresHandler()
export class DeleteContactCommand extends Command<void> {
  constructor(
    readonly ownerAccountId: string,
    readonly contactId: string,
  ) {
    super();
  }
}
