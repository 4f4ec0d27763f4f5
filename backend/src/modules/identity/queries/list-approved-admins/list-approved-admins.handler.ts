import type { Privileges } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { managedBy } from '../../services/administrator-scope';
import { ListApprovedAdminsQuery } from './list-approved-admins.query';

@QueryHandler(ListApprovedAdminsQuery)
export class ListApprovedAdminsHandler implements IQueryHandler<ListApprovedAdminsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ primaryAdminId }: ListApprovedAdminsQuery) {
    const rows = await this.em
      .fork()
      .execute<
        { id: string; first_name: string; last_name: string; email: string; phone_no: string; privileges: Privileges }[]
      >(
        `select a.id, a.first_name, a.last_name, a.email, a.phone_no, a.privileges from accounts a
        where a.role = 'secondaryAdmin' and a.admin_approval = true and ${managedBy}
        order by a.first_name, a.last_name`,
        [primaryAdminId, primaryAdminId],
      );
    return rows.map((row) => ({
      _id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phoneNo: row.phone_no,
      privileges: row.privileges,
    }));
  }
}
