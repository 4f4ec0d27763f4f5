import { anonymousLastName } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { integerFromDb } from '../../../../platform/database/integer-from-db';
import { ListRecentGiftsQuery, type RecentGift } from './list-recent-gifts.query';

interface GiftRow {
  first_name: string;
  last_name: string;
  amount_cents: string;
  at: Date;
}

/**
 * Card gifts that succeeded (token purchases are not gifts to show) and manual funds, newest first. On a public
 * screen every donor shows as an anonymous one does elsewhere ("Jane D."); a gift without a name (manual funds)
 * as "A supporter".
 */
@QueryHandler(ListRecentGiftsQuery)
export class ListRecentGiftsHandler implements IQueryHandler<ListRecentGiftsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ fundraiserId, limit }: ListRecentGiftsQuery): Promise<RecentGift[]> {
    const rows = await this.em.fork().execute<GiftRow[]>(
      `select * from (
         select donor_first_name as first_name, donor_last_name as last_name,
                amount_cents, coalesce(succeeded_at, created_at) as at
           from payments
          where fundraiser_id = ? and kind = 'donation' and status in ('succeeded', 'partially_refunded')
         union all
         select '' as first_name, '' as last_name, amount_cents, created_at as at
           from manual_donations where fundraiser_id = ?
       ) gifts order by at desc limit ?`,
      [fundraiserId, fundraiserId, limit],
    );
    return rows.map((row) => ({
      donorName: row.first_name.trim()
        ? `${row.first_name.trim()} ${anonymousLastName(row.last_name)}`.trim()
        : 'A supporter',
      amountCents: integerFromDb(row.amount_cents),
      at: new Date(row.at).toISOString(),
    }));
  }
}
