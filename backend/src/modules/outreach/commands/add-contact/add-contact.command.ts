import type { addContactSchema, Contact } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/** POST /api/contactRoutes/addContact: a participant adds someone to its own address book. */
export class AddContactCommand extends Command<Contact> {
  constructor(
    readonly ownerAccountId: string,
    readonly fields: z.output<typeof addContactSchema>,
  ) {
    super();
  }
}
