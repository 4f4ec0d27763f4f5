import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import type { PayoutLinkTarget } from '../../services/payout-account-links';

/** Whom manual funds credit: the fundraiser, the group (or null for the fundraiser itself) and the participant. */
export interface ManualDonationTarget {
  fundraiserId: string;
  groupId: string | null;
  membershipId: string;
}

/**
 * For POST /api/adminRoutes/addManualDonation: may `user` add funds to this fundraiser or group for this
 * participant (an account id, as dashboards list participants)? Refuses (404 / 403 / 409 / 400) otherwise.
 */
export class GetManualDonationTargetQuery extends Query<ManualDonationTarget> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly target: PayoutLinkTarget,
    readonly participantAccountId: string,
  ) {
    super();
  }
}
