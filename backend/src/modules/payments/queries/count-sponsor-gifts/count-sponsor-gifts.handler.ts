import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CountSponsorGiftsQuery } from '../../../fundraisers/ports/count-sponsor-gifts.query';

@QueryHandler(CountSponsorGiftsQuery)
export class CountSponsorGiftsHandler implements IQueryHandler<CountSponsorGiftsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ sponsorIds }: CountSponsorGiftsQuery): Promise<Map<string, number>> {
    const counts = new Map(sponsorIds.map((id) => [id, 0]));
    if (sponsorIds.length === 0) return counts;
    const rows = await this.em.fork().execute<{ sponsor_id: string; gifts: string }[]>(
      `select sponsor_id, count(*) as gifts from payments
        where sponsor_id = any(?::uuid[]) and status in ('succeeded', 'partially_refunded')
        group by sponsor_id`,
      [`{${sponsorIds.join(',')}}`],
    );
    for (const row of rows) counts.set(row.sponsor_id, Number(row.gifts));
    return counts;
  }
}
