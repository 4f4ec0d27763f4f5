import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Role } from '@fundplay/contracts';
import { GetPeopleQuery, type PersonCard } from './get-people.query';

@QueryHandler(GetPeopleQuery)
export class GetPeopleHandler implements IQueryHandler<GetPeopleQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountIds }: GetPeopleQuery): Promise<PersonCard[]> {
    const ids = [...new Set(accountIds)];
    if (ids.length === 0) return [];
    const rows = await this.em
      .fork()
      .execute<{ id: string; role: Role; first_name: string; last_name: string; email: string; phone_no: string }[]>(
        `select id, role, first_name, last_name, email, phone_no from accounts
          where id = any(?::uuid[]) and verified_at is not null and disabled_at is null`,
        [`{${ids.join(',')}}`],
      );
    return rows.map((row) => ({
      id: row.id,
      role: row.role,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phoneNo: row.phone_no,
    }));
  }
}
