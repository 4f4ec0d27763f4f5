import type { ParticipantDashboard } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetParticipantMembershipViewQuery } from '../../../fundraisers/queries/get-participant-membership-view/get-participant-membership-view.query';
import { ListFundraiserGamesQuery } from '../../../games/queries/list-fundraiser-games/list-fundraiser-games.query';
import { ListContactsQuery } from '../../../outreach/queries/list-contacts/list-contacts.query';
import { GetParticipantDashboardQuery } from './get-participant-dashboard.query';

/**
 * The membership (which refuses non-members), the fundraiser's games and the participant's contacts, side by side.
 * The games and contacts are only returned once the membership has been found.
 */
@QueryHandler(GetParticipantDashboardQuery)
export class GetParticipantDashboardHandler implements IQueryHandler<GetParticipantDashboardQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ accountId, fundraiserId }: GetParticipantDashboardQuery): Promise<ParticipantDashboard> {
    const [membership, games, contacts] = await Promise.all([
      this.queries.execute(new GetParticipantMembershipViewQuery(accountId, fundraiserId)),
      this.queries.execute(new ListFundraiserGamesQuery([fundraiserId])),
      this.queries.execute(new ListContactsQuery(accountId)),
    ]);
    return { ...membership, games, contacts };
  }
}
