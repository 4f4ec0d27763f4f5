import type { ParticipantDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/participantRoutes/getParticipantDashboardByFundRaisingId: members only (anyone else: 404). */
export class GetParticipantDashboardQuery extends Query<ParticipantDashboard> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
