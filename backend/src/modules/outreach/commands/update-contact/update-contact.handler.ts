import { outreachMessages, type Contact as ContactView } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { ContactKeySet, contactKeysOf, duplicateOnUniqueViolation, lockContactBook } from '../../contact-book';
import { contactView } from '../../contact-views';
import { Contact } from '../../entities/contact.entity';
import { UpdateContactCommand } from './update-contact.command';

/** Someone else's contact is "not found", never "forbidden": its existence is not revealed. */
@CommandHandler(UpdateContactCommand)
export class UpdateContactHandler implements ICommandHandler<UpdateContactCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerAccountId, fields }: UpdateContactCommand): Promise<ContactView> {
    const { contactId, fullName, email, phoneNumber } = fields;
    return this.em
      .fork()
      .transactional(async (em) => {
        await lockContactBook(em, ownerAccountId);
        const contact = await em.findOne(Contact, { id: contactId, ownerAccountId });
        if (!contact) throw new DomainError('not-found', outreachMessages.notFound);
        const others = new ContactKeySet(await contactKeysOf(em, ownerAccountId, contactId));
        if (others.has({ email, phoneNumber })) throw new DomainError('conflict', outreachMessages.duplicate);
        contact.fullName = fullName;
        contact.email = email;
        contact.phoneNumber = phoneNumber;
        contact.updatedAt = new Date();
        await em.flush();
        return contactView(contact);
      })
      .catch(duplicateOnUniqueViolation);
  }
}
