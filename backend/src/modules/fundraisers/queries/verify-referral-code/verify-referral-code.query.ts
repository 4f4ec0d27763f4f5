import type { ReferralTarget } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** POST /api/authRoutes/verifyReferalCode: whom a donation through `/donate/{code}` credits; 404 when unknown. */
@RequiresHandler()
export class VerifyReferralCodeQuery extends Query<ReferralTarget> {
  constructor(readonly code: string) {
    super();
  }
}
