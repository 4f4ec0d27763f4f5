import type { AdminRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { managedBy } from '../../services/administrator-scope';
import { ListOrganisationAdministratorsQuery } from './list-organisation-administrators.query';

@QueryHandler(ListOrganisationAdministratorsQuery)
export class ListOrganisationAdministratorsHandler implements IQueryHandler<ListOrganisationAdministratorsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ primaryAdminId }: ListOrganisationAdministratorsQuery): Promise<AdminRow[]> {
    const rows = await this.em.fork().execute<
      {
        id: string;
        role: 'admin' | 'secondaryAdmin';
        first_name: string;
        last_name: string;
        email: string;
        phone_no: string;
      }[]
    >(
      `select a.id, a.role, a.first_name, a.last_name, a.email, a.phone_no from accounts a
        where a.disabled_at is null
          and (a.id = ? or (a.role = 'secondaryAdmin' and a.admin_approval = true and ${managedBy}))
        order by a.role = 'admin' desc, a.first_name, a.last_name`,
      [primaryAdminId, primaryAdminId, primaryAdminId],
    );
    return rows.map((row) => ({
      _id: row.id,
      role: row.role,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phoneNo: row.phone_no,
    }));
  }
}
