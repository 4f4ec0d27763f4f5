import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CountDistinctDonorsQuery } from './count-distinct-donors.query';

@QueryHandler(CountDistinctDonorsQuery)
export class CountDistinctDonorsHandler implements IQueryHandler<CountDistinctDonorsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ membershipId }: CountDistinctDonorsQuery): Promise<number> {
    const [row] = await this.em.fork().execute<{ donors: string }[]>(
      `select count(distinct lower(trim(donor_email))) as donors from payments
        where membership_id = ?::uuid and kind = 'donation' and status in ('succeeded', 'partially_refunded')
          and trim(donor_email) <> ''`,
      [membershipId],
    );
    return Number(row?.donors ?? 0);
  }
}
