import type { ParticipantDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** The fundraisers context's part of a participant's dashboard: everything but the games and the contacts. */
export type ParticipantMembershipView = Omit<ParticipantDashboard, 'games' | 'contacts'>;

/** A participant's membership of one fundraiser as their dashboard shows it: members only (anyone else: 404). */
export class GetParticipantMembershipViewQuery extends Query<ParticipantMembershipView> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
