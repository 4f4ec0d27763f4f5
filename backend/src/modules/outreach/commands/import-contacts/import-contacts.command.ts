import type { ImportContactsRequest, ImportResult } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /api/contactRoutes/importContacts: saves the rows of a file that are new contacts, skipping the rest. */
export class ImportContactsCommand extends Command<ImportResult> {
  constructor(
    readonly ownerAccountId: string,
    readonly rows: ImportContactsRequest['rows'],
  ) {
    super();
  }
}
