import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** One participant's figures from the ledger, as the participants' totals export lists them. */
export interface ParticipantTotalsRow {
  firstName: string;
  lastName: string;
  email: string;
  groupName: string | null;
  totalDonationsCents: number;
  cashEarnedCents: number;
  tokens: number;
}

/** GET /api/adminRoutes/exportParticipantTotals: every participant of the fundraiser with their ledger totals. */
export class GetParticipantTotalsQuery extends Query<{
  fundRaisingName: string;
  participants: ParticipantTotalsRow[];
}> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
