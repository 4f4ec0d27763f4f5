import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NewsletterSubscription } from '../../entities/newsletter-subscription.entity';
import { ListNewsletterRecipientsQuery } from './list-newsletter-recipients.query';

/** The newsletter's list: an address is on it only once its owner confirmed, and until they unsubscribe. */
@QueryHandler(ListNewsletterRecipientsQuery)
export class ListNewsletterRecipientsHandler implements IQueryHandler<ListNewsletterRecipientsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute() {
    const rows = await this.em
      .fork()
      .find(
        NewsletterSubscription,
        { status: 'confirmed' },
        { orderBy: { createdAt: 'asc' }, fields: ['id', 'email'] },
      );
    return rows.map((row) => ({ subscriptionId: row.id, email: row.email }));
  }
}
