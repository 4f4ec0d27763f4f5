import { fundraiserMessages, type PersonRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { summarise } from '../../read-models/fundraiser-views';
import { businessSponsorsOf } from '../../read-models/sponsor-views';
import {
  GetParticipantMembershipViewQuery,
  type ParticipantMembershipView,
} from './get-participant-membership-view.query';
import { tokensEarnedBy } from '../../../ledger/ledger-allocation';
import { LedgerBalances } from '../../../ledger/ledger-balances';

interface MembershipFacts {
  membership_id: string;
  group_id: string | null;
  group_name: string | null;
  team_link: string | null;
  referral_codes: { code: string; groupId: string | null }[];
  team: { accountId: string; membershipId: string }[];
}

/**
 * The heart of one of the API's hottest reads (views' participant dashboard): the membership with its group, referral codes, team link and team in one
 * statement, then the fundraiser's summary, the people's names, the ledger's figures and the sponsors side by side.
 */
@QueryHandler(GetParticipantMembershipViewQuery)
export class GetParticipantMembershipViewHandler implements IQueryHandler<GetParticipantMembershipViewQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
    private readonly config: AppConfig,
  ) {}

  async execute({ accountId, fundraiserId }: GetParticipantMembershipViewQuery): Promise<ParticipantMembershipView> {
    const em = this.em.fork();
    const [[facts], fundraiser] = await Promise.all([
      em.execute<MembershipFacts[]>(
        `select m.id as membership_id, m.group_id, g.name as group_name,
                (select l.code from team_public_links l
                  where l.fundraiser_id = m.fundraiser_id and l.participant_id = m.account_id) as team_link,
                coalesce((select json_agg(json_build_object('code', r.code, 'groupId', r.group_id) order by r.created_at)
                            from referral_codes r
                           where r.fundraiser_id = m.fundraiser_id and r.participant_id = m.account_id
                             and r.kind = 'participant'), '[]'::json) as referral_codes,
                coalesce((select json_agg(json_build_object('accountId', t.account_id, 'membershipId', t.id)
                                          order by t.joined_at, t.id)
                            from fundraiser_memberships t
                           where t.fundraiser_id = m.fundraiser_id and t.role = 'teamMember'
                             and t.participant_id = m.account_id), '[]'::json) as team
           from fundraiser_memberships m
           left join fundraiser_groups g on g.id = m.group_id
          where m.fundraiser_id = ? and m.account_id = ? and m.role = 'participant'`,
        [fundraiserId, accountId],
      ),
      em.findOne(Fundraiser, { id: fundraiserId }),
    ]);
    if (!facts || !fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
    const [[summary], people, totals, sponsors] = await Promise.all([
      summarise(em, this.balances, [fundraiser]),
      this.queries.execute(new GetPeopleQuery([accountId, ...facts.team.map((member) => member.accountId)])),
      this.balances.membershipTotals([facts.membership_id, ...facts.team.map((member) => member.membershipId)]),
      businessSponsorsOf(em, this.balances, this.queries, fundraiserId),
    ]);
    const byId = new Map(people.map((person) => [person.id, person]));
    const me = byId.get(accountId);
    if (!summary || !me) throw new DomainError('not-found', fundraiserMessages.notFound);
    const mine = totals.get(facts.membership_id);
    const teamMembers: PersonRow[] = facts.team.flatMap(({ accountId: memberId, membershipId }) => {
      const person = byId.get(memberId);
      if (!person) return [];
      const figures = totals.get(membershipId);
      return [
        {
          _id: person.id,
          firstName: person.firstName,
          lastName: person.lastName,
          fullName: `${person.firstName} ${person.lastName}`,
          email: person.email,
          phoneNo: person.phoneNo,
          totalDonations: figures?.raisedCents ?? 0,
          tokens: figures?.tokens ?? 0,
        },
      ];
    });
    return {
      participant: {
        _id: me.id,
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        tokens: mine?.tokens ?? 0,
        totalDonations: mine?.raisedCents ?? 0,
        cashEarned: mine?.cashEarnedCents ?? 0,
        earnedTokens: tokensEarnedBy(mine?.raisedCents ?? 0, this.config.pricing.tokenEarnCents),
      },
      fundRaiser: summary,
      group: facts.group_id && facts.group_name ? { _id: facts.group_id, groupName: facts.group_name } : null,
      participantRefferalsCodes: facts.referral_codes,
      teamMemberGenernalInvetationLink: facts.team_link ? { invitationCode: facts.team_link } : null,
      teamMembers,
      sponsors,
    };
  }
}
