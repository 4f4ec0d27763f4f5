import { outreachLimits, outreachMessages, type Contact as ContactView } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { ContactKeySet, contactKeysOf, duplicateOnUniqueViolation, lockContactBook } from '../../contact-book';
import { contactView } from '../../contact-views';
import { Contact } from '../../entities/contact.entity';
import { AddContactCommand } from './add-contact.command';

@CommandHandler(AddContactCommand)
export class AddContactHandler implements ICommandHandler<AddContactCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerAccountId, fields }: AddContactCommand): Promise<ContactView> {
    return this.em
      .fork()
      .transactional(async (em) => {
        await lockContactBook(em, ownerAccountId);
        const existing = await contactKeysOf(em, ownerAccountId);
        if (new ContactKeySet(existing).has(fields)) throw new DomainError('conflict', outreachMessages.duplicate);
        if (existing.length >= outreachLimits.maxContacts) throw new DomainError('conflict', outreachMessages.tooMany);
        const contact = em.create(Contact, { ownerAccountId, ...fields });
        await em.flush();
        return contactView(contact);
      })
      .catch(duplicateOnUniqueViolation);
  }
}
