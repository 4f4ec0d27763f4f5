import { fundraiserMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { summarise } from '../../read-models/fundraiser-views';
import { businessSponsorsOf } from '../../read-models/sponsor-views';
import { requireMembership } from '../../policies/membership-access.policy';
import {
  GetTeamMemberMembershipViewQuery,
  type TeamMemberMembershipView,
} from './get-team-member-membership-view.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@QueryHandler(GetTeamMemberMembershipViewQuery)
export class GetTeamMemberMembershipViewHandler implements IQueryHandler<GetTeamMemberMembershipViewQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ accountId, fundraiserId }: GetTeamMemberMembershipViewQuery): Promise<TeamMemberMembershipView> {
    const em = this.em.fork();
    const membership = await requireMembership(em, accountId, fundraiserId, 'teamMember');
    const fundraiser = await em.findOneOrFail(Fundraiser, { id: fundraiserId });
    const [[summary], people, totals, sponsors, referralCode] = await Promise.all([
      summarise(em, this.balances, [fundraiser]),
      this.queries.execute(new GetPeopleQuery([accountId, membership.participantId ?? accountId])),
      this.balances.membershipTotals([membership.id]),
      businessSponsorsOf(em, this.balances, this.queries, fundraiserId),
      membership.participantId ? participantReferralCode(em, fundraiserId, membership.participantId) : null,
    ]);
    const me = people.find((person) => person.id === accountId);
    const participant = people.find((person) => person.id === membership.participantId);
    if (!summary || !me) throw new DomainError('not-found', fundraiserMessages.notFound);
    return {
      teamMember: {
        _id: me.id,
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        phoneNo: me.phoneNo,
        tokens: totals.get(membership.id)?.tokens ?? 0,
      },
      fundRaisers: summary,
      participant: {
        firstName: participant?.firstName ?? '',
        lastName: participant?.lastName ?? '',
        referalCode: referralCode,
      },
      sponsors,
    };
  }
}

/**
 * The participant's referral code, as their own dashboard shows it: the one for their current group, else their
 * oldest in this fundraiser; null while they have none.
 */
async function participantReferralCode(
  em: EntityManager,
  fundraiserId: string,
  participantId: string,
): Promise<string | null> {
  const [row] = await em.execute<{ code: string }[]>(
    `select r.code
       from referral_codes r
       left join fundraiser_memberships m
         on m.fundraiser_id = r.fundraiser_id and m.account_id = r.participant_id and m.role = 'participant'
      where r.fundraiser_id = ? and r.participant_id = ? and r.kind = 'participant'
      order by (r.group_id is not distinct from m.group_id) desc, r.created_at, r.code
      limit 1`,
    [fundraiserId, participantId],
  );
  return row?.code ?? null;
}
