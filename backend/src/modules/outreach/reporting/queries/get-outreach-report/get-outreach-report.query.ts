import type { OutreachReport } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../../platform/auth/authenticated-user';

/**
 * GET /api/adminRoutes/getOutreachReport: for an administrator of the fundraiser (else the fundraisers context's
 * 404), each participant's outreach as counts and attributed donations, never whom they messaged; and what the
 * fundraiser's administrators sent to its members.
 */
export class GetOutreachReportQuery extends Query<OutreachReport> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
