import type { Contact, updateContactSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/** PUT /api/contactRoutes/updateContact: the owner changes one of its contacts. */
export class UpdateContactCommand extends Command<Contact> {
  constructor(
    readonly ownerAccountId: string,
    readonly fields: z.output<typeof updateContactSchema>,
  ) {
    super();
  }
}
