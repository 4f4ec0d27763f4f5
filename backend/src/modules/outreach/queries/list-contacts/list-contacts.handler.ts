import type { Contact as ContactView } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { contactView } from '../../contact-views';
import { Contact } from '../../entities/contact.entity';
import { ListContactsQuery } from './list-contacts.query';

@QueryHandler(ListContactsQuery)
export class ListContactsHandler implements IQueryHandler<ListContactsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerAccountId }: ListContactsQuery): Promise<ContactView[]> {
    const contacts = await this.em
      .fork()
      .find(Contact, { ownerAccountId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return contacts.map(contactView);
  }
}
