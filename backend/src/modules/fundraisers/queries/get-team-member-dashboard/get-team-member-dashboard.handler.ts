import { fundraiserMessages, type TeamMemberDashboard } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { summarise } from '../../fundraiser-views';
import { businessSponsorsOf } from '../../sponsor-views';
import { requireMembership } from '../../policies/membership-access.policy';
import { GetTeamMemberDashboardQuery } from './get-team-member-dashboard.query';
import { ListFundraiserGamesQuery } from '../../../games/queries/list-fundraiser-games/list-fundraiser-games.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@QueryHandler(GetTeamMemberDashboardQuery)
export class GetTeamMemberDashboardHandler implements IQueryHandler<GetTeamMemberDashboardQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ accountId, fundraiserId }: GetTeamMemberDashboardQuery): Promise<TeamMemberDashboard> {
    const em = this.em.fork();
    const membership = await requireMembership(em, accountId, fundraiserId, 'teamMember');
    const fundraiser = await em.findOneOrFail(Fundraiser, { id: fundraiserId });
    const [[summary], people, totals, sponsors, games] = await Promise.all([
      summarise(em, this.balances, [fundraiser]),
      this.queries.execute(new GetPeopleQuery([accountId, membership.participantId ?? accountId])),
      this.balances.membershipTotals([membership.id]),
      businessSponsorsOf(em, this.balances, this.queries, fundraiserId),
      this.queries.execute(new ListFundraiserGamesQuery([fundraiserId])),
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
      participant: { firstName: participant?.firstName ?? '', lastName: participant?.lastName ?? '' },
      games,
      sponsors,
    };
  }
}
