import { Query } from '@nestjs/cqrs';

/** A fundraiser, or one of its groups, whose donations settle to a payout account. */
export interface PayoutAccountUse {
  fundraiserId: string;
  fundRaisingName: string;
  /** The group using the account, or null when the fundraiser itself does. */
  groupName: string | null;
  ended: boolean;
}

/** What uses each of these provider accounts (`acct_…`), keyed by it; unused accounts map to an empty list. */
export class ListPayoutAccountUsesQuery extends Query<Map<string, PayoutAccountUse[]>> {
  constructor(readonly providerAccountIds: readonly string[]) {
    super();
  }
}
