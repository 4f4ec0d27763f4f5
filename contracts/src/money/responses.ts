import type { DonorType } from './donation.schema';

// Response shapes of money: payout accounts, payments, sponsors, donations and where a fundraiser's money went.

/** A row of 'My Accounts'. `accountId` is the provider's id; `linkedTo` lists what uses the account. */
export interface PayoutAccountRow {
  _id: string;
  name: string;
  accountId: string;
  /** Onboarding is complete and the account can take charges: only then can it be linked. */
  isVerified: boolean;
  linked: boolean;
  linkedTo: { _id: string; fundRaisingName: string; groupName: string | null; ended: boolean }[];
  createdAt: string;
}

/** data of a refused DELETE /api/stripeRoutes/deleteStripeAccount (409). */
export interface PayoutAccountDependencies {
  fundRaisers: { _id: string; fundRaisingName: string; groupName: string | null }[];
}

/** What the browser needs to take a card payment, from GET /api/payments/config. */
export interface PaymentsConfig {
  /** 'stripe': show Stripe's Payment Element with `publishableKey`; 'sandbox': the sandbox card form. */
  mode: 'stripe' | 'sandbox';
  publishableKey: string;
  /** The sandbox's API base, where the card form confirms (sandbox mode only). */
  sandboxUrl: string | null;
  tokenPriceCents: number;
  tokenEarnCents: number;
  platformFeeBasisPoints: number;
}

/** data of getDonations and buyTokens: confirm `clientSecret` with the card form. */
export interface PaymentIntentStart {
  clientSecret: string;
  paymentIntentId: string;
  /** What the card is charged, in cents (the gift plus a covered fee, or tokens × price). */
  amountCents: number;
  /** Donations: the fee the donor chose to cover (0 otherwise). */
  coveredFeeCents: number;
  /** Token purchases: how many tokens. */
  tokens: number;
}

/** GET /api/payments/status: whether FundPlay has fulfilled the payment (from the signed webhook). */
export interface PaymentStatus {
  paymentIntentId: string;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded' | 'partiallyRefunded';
  amountCents: number;
  kind: 'donation' | 'tokenPurchase';
  /** The address the receipt went to, masked (`j***@example.com`), once sent. */
  receiptSentTo: string | null;
}

/** A sponsor of a fundraiser (spec §3 Sponsor). Status is 'Sponsored' once a sponsorship succeeded. */
export interface SponsorRow {
  _id: string;
  fundRaisingId: string;
  firstName: string;
  lastName: string;
  businessName: string;
  websiteUrl: string;
  /** `/api/files/<id>`, or null. */
  businessImage: string | null;
  type: DonorType;
  isFeatured: boolean;
  totalTransactions: number;
  /** Cents given, from the ledger. */
  amount: number;
  createdAt: string;
}

/** data of addSponsor / updateSponsor. */
export interface SponsorSaved {
  sponsor: SponsorRow;
  /** addSponsor found the same business already sponsoring this fundraiser ('Sponsor already exists.'). */
  existed: boolean;
}

/**
 * A donor's dispute (chargeback) of a card payment: while `open` its amount is held out of raised and net to the
 * cause; `lost` gives it back to the donor's card, `won` counts it again.
 */
export interface DonationDispute {
  status: 'open' | 'won' | 'lost';
  amountCents: number;
}

/** A gift as the fundraiser's administrators see it (GET /api/adminRoutes/getFundraiserDonations). */
export interface DonationRow {
  _id: string;
  kind: 'donation' | 'tokenPurchase' | 'manual';
  createdAt: string;
  /** The donor as shown publicly: anonymous donors as 'First L.'. */
  donorName: string;
  donorEmail: string | null;
  amountCents: number;
  refundedCents: number;
  status: PaymentStatus['status'];
  /** The card payment's dispute, if its donor opened one. */
  dispute: DonationDispute | null;
  groupName: string | null;
  participantName: string | null;
  comments: string | null;
}

/** ★ Where the money of a fundraiser went, from the ledger (GET /api/fundRaisingRoutes/getTransparency). */
export interface FundraiserTransparency {
  fundRaisingId: string;
  fundRaisingName: string;
  raisedCents: number;
  platformFeeCents: number;
  processingFeeCents: number;
  netToCauseCents: number;
  /** netToCause / raised, 0–100 with one decimal; 100 when nothing was raised yet. */
  netToCausePercent: number;
  /** Held while donors dispute card payments: in none of the figures above until the disputes close. */
  disputedCents: number;
  giftCount: number;
}
