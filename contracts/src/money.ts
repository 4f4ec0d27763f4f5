import { z } from 'zod';
import { validationMessages } from './messages';
import { emailField } from './site';
import { integerField } from './integers';
import { safeText } from './text';
import { canonicalTimeZone, fundRaisingIdField, groupIdField } from './fundraiser-fields';
import { fundraiserMessages } from './fundraiser-status';
import { moneyLimits, moneyMessages } from './money-rules';

export * from './money-rules';

/*
 * Money on the wire: every amount is integer cents (`…Cents` in responses; `amount` in the spec's request
 * bodies is cents too), token counts are whole numbers. The server enforces each rule below; the browser repeats
 * them with the same messages.
 */

const requiredText = (label: string, max: number) =>
  safeText(
    z
      .string({ error: validationMessages.required(label) })
      .trim()
      .min(1, validationMessages.required(label))
      .max(max, `${label} must be at most ${max} characters`),
  );

const wholeCents = (message: string) =>
  integerField(
    message,
    z
      .number()
      .int(message)
      .refine((cents) => cents % 100 === 0, message),
  );

/* ---------- Payout accounts (spec §7 "Payment accounts") ---------- */

/** POST /api/stripeRoutes/createStripeAccount */
export const createPayoutAccountSchema = z.object({
  name: safeText(
    z
      .string({ error: validationMessages.required('Display name') })
      .trim()
      .min(2, moneyMessages.accountNameLength)
      .max(100, moneyMessages.accountNameLength),
  ),
});
export type CreatePayoutAccountRequest = z.input<typeof createPayoutAccountSchema>;

/** The provider's id of a connected account (`acct_…`). */
export const providerAccountIdField = z
  .string({ error: validationMessages.required('Account') })
  .trim()
  .regex(/^acct_[A-Za-z0-9]{4,64}$/, moneyMessages.accountIdInvalid);

/** POST /api/stripeRoutes/generateAccountLink: where onboarding returns (same site only). */
export const accountLinkSchema = z.object({
  accountId: providerAccountIdField,
  refreshUrl: z.url({ error: moneyMessages.returnUrlInvalid }).max(2000),
  returnUrl: z.url({ error: moneyMessages.returnUrlInvalid }).max(2000),
});
export type AccountLinkRequest = z.input<typeof accountLinkSchema>;

/** DELETE /api/stripeRoutes/deleteStripeAccount?stripeId */
export const deletePayoutAccountQuerySchema = z.object({ stripeId: providerAccountIdField });

/** POST /api/fundRaisingRoutes/updateFundRaisingStripe */
export const updateFundraiserStripeSchema = z.object({
  fundRaisingStripe: providerAccountIdField,
  fundRaisingId: fundRaisingIdField,
});
export type UpdateFundraiserStripeRequest = z.input<typeof updateFundraiserStripeSchema>;

/* ---------- Donations and sponsors ---------- */

export const donorTypes = ['individual', 'business'] as const;
export type DonorType = (typeof donorTypes)[number];

const websiteUrlField = z
  .string({ error: validationMessages.required('Website URL') })
  .trim()
  .min(1, validationMessages.required('Website URL'))
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), moneyMessages.websiteUrlInvalid);

/**
 * POST /api/authRoutes/getDonations: a gift through a referral code. `amount` is the gift in cents, whole dollars,
 * at least $5; a business gift (a sponsorship) is a multiple of $5 and names the sponsor created by addSponsor.
 * `coverFee` adds the platform fee on top so the whole gift reaches the cause.
 */
export const donationSchema = z
  .object({
    referalCode: z.string({ error: moneyMessages.invalidReferral }).trim().min(1).max(100),
    amount: wholeCents(moneyMessages.wholeDollars)
      .refine((cents) => cents >= moneyLimits.minDonationCents, moneyMessages.donationMinimum)
      .refine((cents) => cents <= moneyLimits.maxDonationCents, moneyMessages.donationMaximum),
    type: z.enum(donorTypes).default('individual'),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailField(),
    anonymous: z.boolean().default(false),
    coverFee: z.boolean().default(false),
    /** Business gifts: the sponsor answered by addSponsor for this fundraiser. */
    sponsorId: z.uuid().optional(),
    /**
     * The personal tracking code of the outreach message that brought the donor (`?t=` on the referral link),
     * so the gift is attributed to that message. A malformed one is ignored, never a reason to refuse a gift.
     */
    trackingCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional()
      .catch(undefined),
  })
  .superRefine((donation, ctx) => {
    if (donation.type !== 'business') return;
    if (donation.amount % moneyLimits.sponsorshipStepCents !== 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: moneyMessages.sponsorshipMultiple });
    }
    if (!donation.sponsorId) {
      ctx.addIssue({ code: 'custom', path: ['sponsorId'], message: moneyMessages.sponsorRequired });
    }
    if (donation.anonymous) {
      ctx.addIssue({ code: 'custom', path: ['anonymous'], message: moneyMessages.businessNotAnonymous });
    }
  });
export type DonationRequest = z.input<typeof donationSchema>;

/**
 * POST /api/sponsorRoutes/addSponsor (multipart: these fields plus the logo as `image`, png or jpeg, required
 * for a business). PUT /api/sponsorRoutes/updateSponsor adds `sponsorId`; its logo is optional.
 */
export const sponsorFieldsSchema = z
  .object({
    fundRaisingId: fundRaisingIdField,
    type: z.enum(donorTypes).default('business'),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    businessName: safeText(z.string().trim().max(120)).optional(),
    websiteUrl: websiteUrlField.optional(),
  })
  .superRefine((sponsor, ctx) => {
    if (sponsor.type !== 'business') return;
    if (!sponsor.businessName) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: validationMessages.required('Business name') });
    }
    if (!sponsor.websiteUrl) {
      ctx.addIssue({ code: 'custom', path: ['websiteUrl'], message: validationMessages.required('Website URL') });
    }
  });
export type SponsorFields = z.input<typeof sponsorFieldsSchema>;

export const updateSponsorFieldsSchema = z.intersection(sponsorFieldsSchema, z.object({ sponsorId: z.uuid() }));
export type UpdateSponsorFields = z.input<typeof updateSponsorFieldsSchema>;

/** GET /api/sponsorRoutes/getSponsor?fundRaisingId */
export const sponsorsQuerySchema = z.object({ fundRaisingId: fundRaisingIdField });

/* ---------- Tokens ---------- */

/** POST /api/authRoutes/buyTokens: `amount` is a number of tokens, bought for a fundraiser or one of its groups. */
export const buyTokensSchema = z
  .object({
    amount: integerField(
      moneyMessages.tokensMinimum,
      z
        .number()
        .int(moneyMessages.tokensWhole)
        .min(1, moneyMessages.tokensMinimum)
        .max(moneyLimits.maxTokensPerPurchase, moneyMessages.tokensMaximum),
    ),
    fundRaiserId: fundRaisingIdField.optional(),
    groupId: groupIdField.optional(),
  })
  .refine((body) => Boolean(body.fundRaiserId) !== Boolean(body.groupId), {
    message: moneyMessages.tokensTarget,
    path: ['fundRaiserId'],
  });
export type BuyTokensRequest = z.input<typeof buyTokensSchema>;

/* ---------- Manual funds ---------- */

/** POST /api/adminRoutes/addManualDonation: money given outside the card flow, credited to a participant. */
export const manualDonationSchema = z
  .object({
    amount: wholeCents(moneyMessages.manualWholeDollars)
      .refine((cents) => cents >= 100, moneyMessages.manualMinimum)
      .refine((cents) => cents <= moneyLimits.maxDonationCents, moneyMessages.donationMaximum),
    comments: safeText(z.string().trim().max(500, 'Comments must be at most 500 characters')).optional(),
    participantId: z.uuid({ error: 'Choose a participant' }),
    fundRaiserId: fundRaisingIdField.optional(),
    groupId: groupIdField.optional(),
  })
  .refine((body) => Boolean(body.fundRaiserId) !== Boolean(body.groupId), {
    message: 'Choose the fundraiser or one group',
    path: ['fundRaiserId'],
  });
export type ManualDonationRequest = z.input<typeof manualDonationSchema>;

/* ---------- Read-only queries ---------- */

export const paymentStatusQuerySchema = z.object({
  paymentIntentId: z
    .string()
    .trim()
    .regex(/^pi_[A-Za-z0-9]{4,64}$/, moneyMessages.paymentNotFound),
});
export const fundraiserMoneyQuerySchema = z.object({ fundRaisingId: fundRaisingIdField });

/**
 * The donations export's query: the fundraiser, and the viewer's IANA time zone (`America/Chicago`), in which it
 * writes its times; without one they are written in UTC. The zone is only a way of writing the times.
 */
export const fundraiserExportQuerySchema = fundraiserMoneyQuerySchema.extend({
  timeZone: z
    .string()
    .trim()
    .max(64, fundraiserMessages.timeZone)
    .transform((name, ctx) => {
      const zone = /^[A-Za-z0-9_+\-/]+$/.test(name) ? canonicalTimeZone(name) : null;
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: fundraiserMessages.timeZone });
        return z.NEVER;
      }
      return zone;
    })
    .optional(),
});

/* ---------- Response shapes ---------- */

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
