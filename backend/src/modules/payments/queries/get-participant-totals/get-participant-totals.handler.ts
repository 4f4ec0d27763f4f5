import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetFundraiserMoneyScopeQuery } from '../../../fundraisers/queries/get-fundraiser-money-scope/get-fundraiser-money-scope.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { GetParticipantTotalsQuery, type ParticipantTotalsRow } from './get-participant-totals.query';

@QueryHandler(GetParticipantTotalsQuery)
export class GetParticipantTotalsHandler implements IQueryHandler<GetParticipantTotalsQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ user, fundraiserId }: GetParticipantTotalsQuery) {
    const scope = await this.queries.execute(new GetFundraiserMoneyScopeQuery(user, fundraiserId));
    const participants = scope.members.filter((member) => member.role === 'participant');
    const totals = await this.balances.membershipTotals(participants.map((member) => member.membershipId));
    const groupName = new Map(scope.groups.map((group) => [group.id, group.name]));
    return {
      fundRaisingName: scope.fundRaisingName,
      participants: participants.map((member): ParticipantTotalsRow => {
        const figures = totals.get(member.membershipId);
        return {
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          groupName: member.groupId ? (groupName.get(member.groupId) ?? null) : null,
          totalDonationsCents: figures?.raisedCents ?? 0,
          cashEarnedCents: figures?.cashEarnedCents ?? 0,
          tokens: figures?.tokens ?? 0,
        };
      }),
    };
  }
}
