import { EntityManager } from '@mikro-orm/postgresql';
import { noPrivileges, normalisePrivileges, type AdminApprovalRecord, type Privileges } from '@fundplay/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { managedBy } from '../../services/administrator-scope';
import { ListPendingAdminApprovalsQuery } from './list-pending-admin-approvals.query';

/** Secondary admins who verified their email and wait for this primary admin, with what approving grants. */
@QueryHandler(ListPendingAdminApprovalsQuery)
export class ListPendingAdminApprovalsHandler implements IQueryHandler<ListPendingAdminApprovalsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ primaryAdminId }: ListPendingAdminApprovalsQuery): Promise<AdminApprovalRecord[]> {
    const rows = await this.em
      .fork()
      .execute<
        { id: string; first_name: string; last_name: string; email: string; phone_no: string; privileges: Privileges }[]
      >(
        `select a.id, a.first_name, a.last_name, a.email, a.phone_no, a.privileges from accounts a
        where a.role = 'secondaryAdmin' and a.admin_approval = false and a.verified_at is not null and ${managedBy}
        order by a.created_at`,
        [primaryAdminId, primaryAdminId],
      );
    return rows.map((row) => ({
      _id: row.id,
      adminId: {
        _id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phoneNo: row.phone_no,
      },
      approved: false,
      privileges: normalisePrivileges({ ...noPrivileges, ...row.privileges }),
    }));
  }
}
