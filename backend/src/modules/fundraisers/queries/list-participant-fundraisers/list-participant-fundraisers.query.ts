import type { FundraiserSummary } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/participantRoutes/getParticipantFundRaisings: the fundraisers the participant is a member of, newest first. */
@RequiresHandler()
export class ListParticipantFundraisersQuery extends Query<FundraiserSummary[]> {
  constructor(readonly accountId: string) {
    super();
  }
}
