/** What an account counts: US cents or whole tokens. Entries of one transaction sum to zero per asset. */
export type LedgerAsset = 'USD' | 'TOKEN';

/** Every kind of account in the chart; the migration's CHECK lists the same ones. */
export type LedgerAccountKind =
  | 'card_clearing'
  | 'offline_funds'
  | 'platform_fees'
  | 'processing_fees'
  | 'cause'
  | 'raised'
  | 'cash_earned'
  | 'sponsor_raised'
  | 'raised_contra'
  | 'disputed'
  | 'token_issuance'
  | 'token_shortfall'
  | 'wallet';

/**
 * One account of the chart, named by (asset, kind, owner). Accounts are created on first use. Every account a
 * posting moves belongs to a fundraiser or to one of its people: the platform's sources and fee accounts are kept per
 * fundraiser too, so no posting locks a row another fundraiser's postings lock (issue #22). The owner-null rows the
 * first migration made still hold what was posted to them before; readers total a kind over every owner.
 */
export interface LedgerAccount {
  readonly asset: LedgerAsset;
  readonly kind: LedgerAccountKind;
  /** `fundraiser:<id>`, `group:<id>`, `membership:<id>`, `sponsor:<id>`; null only for the historical platform rows. */
  readonly ownerId: string | null;
  /** The fundraiser an attribution or cause account belongs to, so readers find a fundraiser's groups; else null. */
  readonly fundraiserId: string | null;
  /** Sources, contras and the platform's fee account may go below zero; everything else never does. */
  readonly mayGoNegative: boolean;
}

/** One of the platform's own kinds (sources, fees, token issuance), held per fundraiser. */
const perFundraiser = (
  asset: LedgerAsset,
  kind: LedgerAccountKind,
  fundraiserId: string,
  mayGoNegative: boolean,
): LedgerAccount => ({ asset, kind, ownerId: `fundraiser:${fundraiserId}`, fundraiserId, mayGoNegative });

const owned = (
  asset: LedgerAsset,
  kind: LedgerAccountKind,
  ownerId: string,
  fundraiserId: string | null,
  mayGoNegative = false,
): LedgerAccount => ({ asset, kind, ownerId, fundraiserId, mayGoNegative });

/** The account that receives a gift credited to a group, or to the fundraiser itself when there is no group. */
const recipient = (fundraiserId: string, groupId: string | null) =>
  groupId ? `group:${groupId}` : `fundraiser:${fundraiserId}`;

/** The chart of accounts as typed constructors (MONEY.md "Ledger"). */
export const LedgerAccounts = {
  /**
   * USD. Money arriving by card through Stripe: debited by the gross of every card payment, credited back by
   * refunds. Its negative balance is what donors paid in and did not get back.
   */
  cardClearing: (fundraiserId: string): LedgerAccount => perFundraiser('USD', 'card_clearing', fundraiserId, true),

  /** USD. Money given outside the card flow (cash, cheques) that an administrator records: debited per manual gift. */
  offlineFunds: (fundraiserId: string): LedgerAccount => perFundraiser('USD', 'offline_funds', fundraiserId, true),

  /**
   * USD. The platform's share after Stripe's fee: + (platform fee − processing fee) per card payment, − the
   * refunded share of the platform fee per refund. May go negative: a refund gives back the fee while Stripe
   * keeps its processing fee, and a fee of 0 basis points leaves Stripe's fee with the platform.
   */
  platformFees: (fundraiserId: string): LedgerAccount => perFundraiser('USD', 'platform_fees', fundraiserId, true),

  /** USD. What Stripe kept as its processing fee; Stripe keeps it on refunds, so it is only ever credited. */
  processingFees: (fundraiserId: string): LedgerAccount => perFundraiser('USD', 'processing_fees', fundraiserId, false),

  /**
   * USD. Net to the cause: the gift minus the platform fee, for the group's cause when the gift credits a
   * group, the fundraiser's otherwise. Refunds take back the refund minus the refunded share of the fee.
   */
  cause: (fundraiserId: string, groupId: string | null): LedgerAccount =>
    owned('USD', 'cause', recipient(fundraiserId, groupId), fundraiserId),

  /**
   * USD, attribution (gross, memo). Raised by a group, or by the fundraiser directly when the gift has no group.
   * A fundraiser's total raised is its own `raised` plus every one of its groups'.
   */
  raised: (fundraiserId: string, groupId: string | null): LedgerAccount =>
    owned('USD', 'raised', recipient(fundraiserId, groupId), fundraiserId),

  /**
   * USD, attribution. Raised through one participant (their link, or manual funds credited to them): the
   * participant's Total Donations. Earned tokens follow this balance.
   */
  participantRaised: (fundraiserId: string, membershipId: string): LedgerAccount =>
    owned('USD', 'raised', `membership:${membershipId}`, fundraiserId),

  /** USD, attribution. Manual funds credited to a participant: their Cash Earned. */
  cashEarned: (fundraiserId: string, membershipId: string): LedgerAccount =>
    owned('USD', 'cash_earned', `membership:${membershipId}`, fundraiserId),

  /** USD, attribution. Given by one sponsor (a business donor) to the fundraiser. */
  sponsorRaised: (fundraiserId: string, sponsorId: string): LedgerAccount =>
    owned('USD', 'sponsor_raised', `sponsor:${sponsorId}`, fundraiserId),

  /**
   * USD. The fundraiser's contra account that balances every attribution credit (raised, cash earned, sponsor):
   * attributions are memo figures that do not move real money, so each one is paired with this account.
   */
  raisedContra: (fundraiserId: string): LedgerAccount =>
    owned('USD', 'raised_contra', `fundraiser:${fundraiserId}`, fundraiserId, true),

  /**
   * USD. Card payments of the fundraiser a donor disputed, held while the dispute is open: out of raised and net to
   * the cause. A lost dispute sends the amount back to the card (card_clearing), a won one releases it.
   */
  disputed: (fundraiserId: string): LedgerAccount =>
    owned('USD', 'disputed', `fundraiser:${fundraiserId}`, fundraiserId),

  /** TOKEN. Where tokens come from (bought or earned) and go back to (spent, refunded): its negative is in circulation. */
  tokenIssuance: (fundraiserId: string): LedgerAccount => perFundraiser('TOKEN', 'token_issuance', fundraiserId, true),

  /**
   * TOKEN. Tokens a refund should have taken back but could not because they were already spent or shared:
   * debited by the shortfall, so a wallet never goes negative and the books still balance.
   */
  tokenShortfall: (fundraiserId: string): LedgerAccount =>
    perFundraiser('TOKEN', 'token_shortfall', fundraiserId, true),

  /** TOKEN. A member's token wallet (participant or team member): never negative. */
  wallet: (membershipId: string): LedgerAccount => owned('TOKEN', 'wallet', `membership:${membershipId}`, null),
} as const;

/** The kinds the platform itself holds (sources, fees, token issuance): per fundraiser, and once owner-null rows. */
export const platformKinds: readonly LedgerAccountKind[] = [
  'card_clearing',
  'offline_funds',
  'platform_fees',
  'processing_fees',
  'token_issuance',
  'token_shortfall',
];

/** A stable text key for an account: `USD:cause:group:<id>`, `TOKEN:token_issuance:`. */
export function accountKey(account: Pick<LedgerAccount, 'asset' | 'kind' | 'ownerId'>): string {
  return `${account.asset}:${account.kind}:${account.ownerId ?? ''}`;
}
