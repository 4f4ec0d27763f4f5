import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** A member of the fundraiser as its money reports name them. */
export interface MoneyScopeMember {
  membershipId: string;
  accountId: string;
  role: 'participant' | 'teamMember';
  groupId: string | null;
  firstName: string;
  lastName: string;
  email: string;
}

/** What the money reports of one fundraiser need from the fundraisers context. */
export interface FundraiserMoneyScope {
  fundraiserId: string;
  fundRaisingName: string;
  groups: { id: string; name: string }[];
  /** Participants (by name) and team members; accounts no longer verified are left out. */
  members: MoneyScopeMember[];
}

/**
 * The fundraiser, its groups and its members for the donations list and the CSV exports, if `user` administers
 * it (any administrator acting for its primary admin); otherwise the usual 404.
 */
export class GetFundraiserMoneyScopeQuery extends Query<FundraiserMoneyScope> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
