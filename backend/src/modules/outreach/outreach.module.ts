import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AddContactHandler } from './commands/add-contact/add-contact.handler';
import { DeleteAllContactsHandler } from './commands/delete-all-contacts/delete-all-contacts.handler';
import { DeleteContactHandler } from './commands/delete-contact/delete-contact.handler';
import { ImportContactsHandler } from './commands/import-contacts/import-contacts.handler';
import { UpdateContactHandler } from './commands/update-contact/update-contact.handler';
import { ContactController } from './contact.controller';
import { ConsentRegistry } from './consent/consent-registry';
import { Contact } from './entities/contact.entity';
import { OutreachConsent } from './entities/outreach-consent.entity';
import { OutreachMessage } from './entities/outreach-message.entity';
import { ListContactsHandler } from './queries/list-contacts/list-contacts.handler';
import { PreviewImportHandler } from './queries/preview-import/preview-import.handler';

/**
 * Outreach (issue #11), first slice: a participant's own contacts, added by hand or imported from a file after a
 * preview. Sending, consent and limits come next.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Contact, OutreachMessage, OutreachConsent])],
  controllers: [ContactController],
  providers: [
    AddContactHandler,
    UpdateContactHandler,
    DeleteContactHandler,
    DeleteAllContactsHandler,
    ImportContactsHandler,
    ListContactsHandler,
    PreviewImportHandler,
    ConsentRegistry,
  ],
  exports: [ConsentRegistry],
})
export class OutreachModule {}
