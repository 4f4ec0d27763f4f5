import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { managedBy } from '../../services/administrator-scope';
import { ListSecondaryAdminEmailsQuery } from './list-secondary-admin-emails.query';

/** The administrators a primary admin can pick from (the "select admin" picker). */
@QueryHandler(ListSecondaryAdminEmailsQuery)
export class ListSecondaryAdminEmailsHandler implements IQueryHandler<ListSecondaryAdminEmailsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ primaryAdminId }: ListSecondaryAdminEmailsQuery) {
    const rows = await this.em.fork().execute<{ id: string; email: string }[]>(
      `select a.id, a.email from accounts a where a.role = 'secondaryAdmin' and a.admin_approval = true and ${managedBy}
        order by a.email`,
      [primaryAdminId, primaryAdminId],
    );
    return rows.map((row) => ({ _id: row.id, email: row.email }));
  }
}
