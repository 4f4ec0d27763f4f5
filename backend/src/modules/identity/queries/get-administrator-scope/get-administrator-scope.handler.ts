import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetAdministratorScopeQuery } from './get-administrator-scope.query';

@QueryHandler(GetAdministratorScopeQuery)
export class GetAdministratorScopeHandler implements IQueryHandler<GetAdministratorScopeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: GetAdministratorScopeQuery) {
    // Invitation chains are at most primary -> secondary -> secondary (see administrator-scope.ts).
    const [row] = await this.em.fork().execute<{ primary_admin_id: string | null }[]>(
      `select case
                when a.role = 'admin' then a.id
                when a.role = 'secondaryAdmin' and i.role = 'admin' then i.id
                when a.role = 'secondaryAdmin' and i.role = 'secondaryAdmin' and ii.role = 'admin' then ii.id
              end as primary_admin_id
         from accounts a
         left join accounts i on i.id = a.invited_by
         left join accounts ii on ii.id = i.invited_by
        where a.id = ?`,
      [accountId],
    );
    return row?.primary_admin_id ? { primaryAdminId: row.primary_admin_id } : null;
  }
}
