import type { ParticipantDashboard } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/participantRoutes/getParticipantDashboardByFundRaisingId: members only (anyone else: 404). */
@RequiresHandler()
export class GetParticipantDashboardQuery extends Query<ParticipantDashboard> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
