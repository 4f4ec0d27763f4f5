import type { FundraiserSummary } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/participantRoutes/getParticipantFundRaisings: the fundraisers the participant is a member of, newest first. */
export class ListParticipantFundraisersQuery extends Query<FundraiserSummary[]> {
  constructor(readonly accountId: string) {
    super();
  }
}
