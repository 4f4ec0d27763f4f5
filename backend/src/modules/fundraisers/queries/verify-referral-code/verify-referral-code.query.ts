import type { ReferralTarget } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** POST /api/authRoutes/verifyReferalCode: whom a donation through `/donate/{code}` credits; 404 when unknown. */
export class VerifyReferralCodeQuery extends Query<ReferralTarget> {
  constructor(readonly code: string) {
    super();
  }
}
