import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isMinor } from '../../domain/age';
import { ListGuardianContactsQuery, type GuardianContact } from './list-guardian-contacts.query';

@QueryHandler(ListGuardianContactsQuery)
export class ListGuardianContactsHandler implements IQueryHandler<ListGuardianContactsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountIds, today }: ListGuardianContactsQuery): Promise<GuardianContact[]> {
    const ids = [...new Set(accountIds)];
    if (ids.length === 0) return [];
    const rows = await this.em.fork().execute<
      {
        id: string;
        first_name: string;
        last_name: string;
        guardian_email: string;
        birth_month: number;
        birth_year: number;
      }[]
    >(
      `select id, first_name, last_name, guardian_email, birth_month, birth_year from accounts
        where id = any(?::uuid[]) and role = 'participant' and verified_at is not null and disabled_at is null
          and guardian_email is not null and guardian_email <> ''
          and birth_month is not null and birth_year is not null`,
      [`{${ids.join(',')}}`],
    );
    // Age is the one rule of age.ts, so the import cap and the summary agree on who is a minor.
    return rows
      .filter((row) => isMinor(row.birth_month, row.birth_year, today))
      .map((row) => ({
        accountId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        guardianEmail: row.guardian_email,
      }));
  }
}
