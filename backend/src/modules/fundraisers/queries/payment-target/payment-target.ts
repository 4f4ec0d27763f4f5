/** Whom a card payment credits and where its money settles, as the payments context needs it. */
export interface PaymentTarget {
  fundraiserId: string;
  fundraiserName: string;
  startsAt: Date;
  endsAt: Date;
  groupId: string | null;
  /** Donations through a participant's code: the credited participant's membership. */
  membershipId: string | null;
  /** Token purchases: the buyer's membership in the fundraiser. */
  buyerMembershipId: string | null;
  /** The connected account (`acct_…`) the money goes to: the group's, else the fundraiser's; null when neither. */
  payoutAccountId: string | null;
}

/** The columns both resolvers select. */
export interface PaymentTargetRow {
  fundraiser_id: string;
  fund_raising_name: string;
  starts_at: Date;
  ends_at: Date;
  group_id: string | null;
  membership_id: string | null;
  payout_account_id: string | null;
}

/** A payment target from the row both resolvers select; `buyerMembershipId` only for token purchases. */
export function paymentTargetOf(row: PaymentTargetRow, buyerMembershipId: string | null): PaymentTarget {
  return {
    fundraiserId: row.fundraiser_id,
    fundraiserName: row.fund_raising_name,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    groupId: row.group_id,
    membershipId: buyerMembershipId ? null : row.membership_id,
    buyerMembershipId,
    payoutAccountId: row.payout_account_id,
  };
}
