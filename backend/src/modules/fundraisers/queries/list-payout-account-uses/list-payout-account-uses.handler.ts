import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListPayoutAccountUsesQuery, type PayoutAccountUse } from './list-payout-account-uses.query';

interface UseRow {
  payout_account_id: string;
  fundraiser_id: string;
  fund_raising_name: string;
  group_name: string | null;
  ended: boolean;
}

@QueryHandler(ListPayoutAccountUsesQuery)
export class ListPayoutAccountUsesHandler implements IQueryHandler<ListPayoutAccountUsesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerAccountIds }: ListPayoutAccountUsesQuery): Promise<Map<string, PayoutAccountUse[]>> {
    const uses = new Map<string, PayoutAccountUse[]>(providerAccountIds.map((id) => [id, []]));
    if (providerAccountIds.length === 0) return uses;
    // Provider ids are `acct_` plus letters and digits, so the array literal needs no quoting.
    const ids = [...new Set(providerAccountIds)].filter((id) => /^acct_[A-Za-z0-9]+$/.test(id));
    if (ids.length === 0) return uses;
    const literal = `{${ids.join(',')}}`;
    const rows = await this.em.fork().execute<UseRow[]>(
      `select f.payout_account_id, f.id as fundraiser_id, f.fund_raising_name, null as group_name,
              f.ends_at <= now() as ended, f.starts_at, 0 as rank
         from fundraisers f where f.payout_account_id = any(?::text[])
       union all
       select g.payout_account_id, f.id, f.fund_raising_name, g.name, f.ends_at <= now(), f.starts_at, 1
         from fundraiser_groups g join fundraisers f on f.id = g.fundraiser_id
        where g.payout_account_id = any(?::text[])
       order by starts_at desc, fundraiser_id, rank, group_name`,
      [literal, literal],
    );
    for (const row of rows) {
      uses.get(row.payout_account_id)?.push({
        fundraiserId: row.fundraiser_id,
        fundRaisingName: row.fund_raising_name,
        groupName: row.group_name,
        ended: row.ended,
      });
    }
    return uses;
  }
}
