import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListEndedFundraisersQuery, type EndedFundraiserCursor } from './list-ended-fundraisers.query';

@QueryHandler(ListEndedFundraisersQuery)
export class ListEndedFundraisersHandler implements IQueryHandler<ListEndedFundraisersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({
    endedAfter,
    endedBefore,
    after,
    limit,
  }: ListEndedFundraisersQuery): Promise<EndedFundraiserCursor[]> {
    const rows = await this.em.fork().execute<{ id: string; ends_at: Date }[]>(
      // Keyed on the end in milliseconds, as a cursor carries it back (a Date has no microseconds).
      `select id, ends_at from fundraisers
        where ends_at >= ? and ends_at < ?
          and (?::timestamptz is null or (date_trunc('milliseconds', ends_at), id) > (?::timestamptz, ?::uuid))
        order by date_trunc('milliseconds', ends_at), id
        limit ?`,
      [endedAfter, endedBefore, after?.endsAt ?? null, after?.endsAt ?? null, after?.fundraiserId ?? null, limit],
    );
    return rows.map((row) => ({ fundraiserId: row.id, endsAt: new Date(row.ends_at) }));
  }
}
