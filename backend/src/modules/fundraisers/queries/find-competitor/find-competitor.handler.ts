import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindCompetitorQuery, type Competitor } from './find-competitor.query';

interface CompetitorRow {
  membership_id: string;
  role: 'participant' | 'teamMember';
  group_id: string | null;
  starts_at: Date;
  ends_at: Date;
}

@QueryHandler(FindCompetitorQuery)
export class FindCompetitorHandler implements IQueryHandler<FindCompetitorQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId, fundraiserId }: FindCompetitorQuery): Promise<Competitor | null> {
    const [row] = await this.em.fork().execute<CompetitorRow[]>(
      `select m.id as membership_id, m.role,
              coalesce(m.group_id, (select p.group_id from fundraiser_memberships p
                                     where p.fundraiser_id = m.fundraiser_id and p.account_id = m.participant_id
                                       and p.role = 'participant' limit 1)) as group_id,
              f.starts_at, f.ends_at
         from fundraiser_memberships m join fundraisers f on f.id = m.fundraiser_id
        where m.fundraiser_id = ? and m.account_id = ?
        order by (m.role = 'participant') desc, m.joined_at, m.id
        limit 1`,
      [fundraiserId, accountId],
    );
    if (!row) return null;
    return {
      membershipId: row.membership_id,
      role: row.role,
      groupId: row.group_id,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
    };
  }
}
