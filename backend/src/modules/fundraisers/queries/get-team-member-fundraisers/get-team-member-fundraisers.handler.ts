import type { TeamMemberFundraisers } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { FundraiserInvitation } from '../../entities/fundraiser-invitation.entity';
import { Membership } from '../../entities/membership.entity';
import { summarise } from '../../read-models/fundraiser-views';
import { GetTeamMemberFundraisersQuery } from './get-team-member-fundraisers.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@QueryHandler(GetTeamMemberFundraisersQuery)
export class GetTeamMemberFundraisersHandler implements IQueryHandler<GetTeamMemberFundraisersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ accountId, email }: GetTeamMemberFundraisersQuery): Promise<TeamMemberFundraisers> {
    const em = this.em.fork();
    const now = new Date();
    const [memberships, invitations] = await Promise.all([
      em.find(Membership, { accountId, role: 'teamMember' }, { orderBy: { joinedAt: 'desc', id: 'asc' } }),
      em.find(
        FundraiserInvitation,
        { role: 'teamMember', email: email.toLowerCase(), respondedAt: null, usedBy: null, expiresAt: { $gt: now } },
        { orderBy: { createdAt: 'desc', id: 'asc' } },
      ),
    ]);
    const fundraiserIds = [...new Set([...memberships, ...invitations].map((row) => row.fundraiserId))];
    const participantIds = [
      ...memberships.map((membership) => membership.participantId ?? ''),
      ...invitations.map((invitation) => invitation.invitedBy),
    ].filter(Boolean);
    const [fundraisers, people] = await Promise.all([
      fundraiserIds.length ? em.find(Fundraiser, { id: { $in: fundraiserIds } }) : Promise.resolve([]),
      this.queries.execute(new GetPeopleQuery(participantIds)),
    ]);
    const fundraiserOf = new Map(fundraisers.map((fundraiser) => [fundraiser.id, fundraiser]));
    const nameOf = (id: string | null) => {
      const person = people.find((candidate) => candidate.id === id);
      return { firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' };
    };
    const supported = memberships.flatMap((membership) => {
      const fundraiser = fundraiserOf.get(membership.fundraiserId);
      return fundraiser ? [{ membership, fundraiser }] : [];
    });
    const summaries = await summarise(
      em,
      this.balances,
      supported.map((row) => row.fundraiser),
      now.getTime(),
    );
    return {
      fundRaisers: summaries.flatMap((summary, index) => {
        const membership = supported[index]?.membership;
        return membership ? [{ ...summary, participant: nameOf(membership.participantId) }] : [];
      }),
      invitations: invitations.flatMap((invitation) => {
        const fundraiser = fundraiserOf.get(invitation.fundraiserId);
        // An invitation to a fundraiser that is over can no longer be accepted: it is not offered.
        if (!fundraiser || fundraiser.endsAt <= now) return [];
        return [
          {
            invitationCode: invitation.id,
            fundRaisingId: { _id: fundraiser.id, fundRaisingName: fundraiser.fundRaisingName },
            participant: nameOf(invitation.invitedBy),
            createdAt: invitation.createdAt.toISOString(),
          },
        ];
      }),
    };
  }
}
