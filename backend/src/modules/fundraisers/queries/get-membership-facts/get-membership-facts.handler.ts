import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { integerFromDb } from '../../../../platform/database/integer-from-db';
import { GetMembershipFactsQuery, type MembershipFacts } from './get-membership-facts.query';

interface FactsRow {
  id: string;
  fundraiser_id: string;
  account_id: string;
  role: 'participant' | 'teamMember';
  group_id: string | null;
  team_of_membership_id: string | null;
  fundraiser_goal_cents: string;
  fundraiser_participants: string;
  group_goal_cents: string | null;
  group_participants: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetMembershipFactsQuery)
export class GetMembershipFactsHandler implements IQueryHandler<GetMembershipFactsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ membershipId }: GetMembershipFactsQuery): Promise<MembershipFacts | null> {
    if (!UUID.test(membershipId)) return null;
    const [row] = await this.em.fork().execute<FactsRow[]>(
      `select m.id, m.fundraiser_id, m.account_id, m.role, m.group_id,
              (select p.id from fundraiser_memberships p
                where m.role = 'teamMember' and p.fundraiser_id = m.fundraiser_id
                  and p.account_id = m.participant_id and p.role = 'participant') as team_of_membership_id,
              f.goal_cents as fundraiser_goal_cents,
              (select count(*) from fundraiser_memberships x
                where x.fundraiser_id = m.fundraiser_id and x.role = 'participant') as fundraiser_participants,
              g.goal_cents as group_goal_cents,
              (select count(*) from fundraiser_memberships x
                where g.id is not null and x.group_id = g.id and x.role = 'participant') as group_participants
         from fundraiser_memberships m
         join fundraisers f on f.id = m.fundraiser_id
         left join fundraiser_groups g on g.id = m.group_id
        where m.id = ?`,
      [membershipId],
    );
    if (!row) return null;
    return {
      membershipId: row.id,
      fundraiserId: row.fundraiser_id,
      accountId: row.account_id,
      role: row.role,
      groupId: row.group_id,
      teamOfMembershipId: row.team_of_membership_id,
      fundraiser: {
        goalCents: integerFromDb(row.fundraiser_goal_cents),
        participants: Number(row.fundraiser_participants),
      },
      group:
        row.group_id === null
          ? null
          : { goalCents: integerFromDb(row.group_goal_cents), participants: Number(row.group_participants ?? 0) },
    };
  }
}
