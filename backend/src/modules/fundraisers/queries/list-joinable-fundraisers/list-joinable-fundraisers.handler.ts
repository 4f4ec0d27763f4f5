import { joinSearchLimits, type JoinableFundraiser } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListJoinableFundraisersQuery } from './list-joinable-fundraisers.query';

interface JoinableRow {
  id: string;
  fund_raising_name: string;
  city: string;
  state: string;
  start_ms: string;
  end_ms: string;
  membership: JoinableFundraiser['membership'];
}

@QueryHandler(ListJoinableFundraisersQuery)
export class ListJoinableFundraisersHandler implements IQueryHandler<ListJoinableFundraisersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId, search }: ListJoinableFundraisersQuery): Promise<JoinableFundraiser[]> {
    // strpos rather than LIKE: a name with % or _ is looked for as written. Codes are compared exactly.
    const rows = await this.em.fork().execute<JoinableRow[]>(
      `select f.id, f.fund_raising_name, f.city, f.state,
              (extract(epoch from f.starts_at) * 1000)::bigint as start_ms,
              (extract(epoch from f.ends_at) * 1000)::bigint as end_ms,
              case
                when exists (select 1 from fundraiser_memberships m where m.fundraiser_id = f.id and m.account_id = ?)
                  then 'member'
                when exists (select 1 from join_requests r where r.fundraiser_id = f.id and r.account_id = ?)
                  then 'requested'
                else 'none'
              end as membership
         from fundraisers f
         left join lateral (
           select coalesce(f.participant_link_active and f.participant_link_code = ?::text, false)
               or exists (select 1 from referral_codes c where c.fundraiser_id = f.id and c.code = ?::text)
                  as by_code
         ) matched on true
        where f.ends_at > now() and (matched.by_code or strpos(lower(f.fund_raising_name), lower(?::text)) > 0)
        order by matched.by_code desc, f.starts_at, f.id
        limit ${joinSearchLimits.maxResults}`,
      [accountId, accountId, search, search, search],
    );
    return rows.map((row) => ({
      _id: row.id,
      fundRaisingName: row.fund_raising_name,
      city: row.city,
      state: row.state,
      fundRaisingStartTime: Number(row.start_ms),
      fundRaisingEndTime: Number(row.end_ms),
      membership: row.membership,
    }));
  }
}
