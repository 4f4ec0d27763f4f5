import type { ApiResponse } from './http';
import {
  accountLinkSchema,
  buyTokensSchema,
  createPayoutAccountSchema,
  deletePayoutAccountQuerySchema,
  donationSchema,
  fundraiserExportQuerySchema,
  fundraiserMoneyQuerySchema,
  manualDonationSchema,
  paymentStatusQuerySchema,
  sponsorFieldsSchema,
  sponsorsQuerySchema,
  updateFundraiserStripeSchema,
  updateSponsorFieldsSchema,
  type DonationRow,
  type FundraiserTransparency,
  type PaymentIntentStart,
  type PaymentsConfig,
  type PaymentStatus,
  type PayoutAccountRow,
  type SponsorRow,
  type SponsorSaved,
} from './money';
import { defineRoute } from './route-definition';

/** Payout accounts, donations, token purchases, manual funds, sponsors and the Stripe webhook (spec §7). */
export const moneyRouteTable = {
  getAllAccounts: defineRoute<ApiResponse<PayoutAccountRow[]>>()({
    method: 'GET',
    path: '/api/stripeRoutes/getAllAccounts',
    audience: 'approved-admins',
  }),
  createStripeAccount: defineRoute<ApiResponse<PayoutAccountRow>>()({
    method: 'POST',
    path: '/api/stripeRoutes/createStripeAccount',
    body: createPayoutAccountSchema,
    audience: 'approved-admins',
  }),
  /** data.url: the provider's onboarding page, which returns to `returnUrl`. */
  generateAccountLink: defineRoute<ApiResponse<{ url: string }>>()({
    method: 'POST',
    path: '/api/stripeRoutes/generateAccountLink',
    body: accountLinkSchema,
    audience: 'approved-admins',
    status: 200,
  }),
  /** Refused (409, data: PayoutAccountDependencies) while a fundraiser or group that has not ended uses it. */
  deleteStripeAccount: defineRoute<ApiResponse<null>>()({
    method: 'DELETE',
    path: '/api/stripeRoutes/deleteStripeAccount',
    query: deletePayoutAccountQuerySchema,
    audience: 'approved-admins',
  }),
  updateFundRaisingStripe: defineRoute<ApiResponse<{ fundRaisingId: string; fundRaisingStripe: string }>>()({
    method: 'POST',
    path: '/api/fundRaisingRoutes/updateFundRaisingStripe',
    body: updateFundraiserStripeSchema,
    audience: 'admins',
    status: 200,
  }),
  paymentsConfig: defineRoute<ApiResponse<PaymentsConfig>>()({
    method: 'GET',
    path: '/api/payments/config',
    audience: 'anyone',
  }),
  getDonations: defineRoute<ApiResponse<PaymentIntentStart>>()({
    method: 'POST',
    path: '/api/authRoutes/getDonations',
    body: donationSchema,
    audience: 'anyone',
    status: 200,
  }),
  buyTokens: defineRoute<ApiResponse<PaymentIntentStart>>()({
    method: 'POST',
    path: '/api/authRoutes/buyTokens',
    body: buyTokensSchema,
    audience: 'members',
    status: 200,
  }),
  paymentStatus: defineRoute<ApiResponse<PaymentStatus>>()({
    method: 'GET',
    path: '/api/payments/status',
    query: paymentStatusQuerySchema,
    audience: 'anyone',
  }),
  addManualDonation: defineRoute<ApiResponse<{ manualDonationId: string }>>()({
    method: 'POST',
    path: '/api/adminRoutes/addManualDonation',
    body: manualDonationSchema,
    audience: 'admins',
  }),
  getFundraiserDonations: defineRoute<ApiResponse<DonationRow[]>>()({
    method: 'GET',
    path: '/api/adminRoutes/getFundraiserDonations',
    query: fundraiserMoneyQuerySchema,
    audience: 'admins',
  }),
  /** text/csv: one row per gift (card, tokens, manual), its time written in the viewer's zone (`timeZone`). */
  exportDonations: defineRoute<string>()({
    method: 'GET',
    path: '/api/adminRoutes/exportDonations',
    query: fundraiserExportQuerySchema,
    audience: 'admins',
    envelope: false,
  }),
  /** text/csv: one row per participant with group, total donations, cash earned and tokens. */
  exportParticipantTotals: defineRoute<string>()({
    method: 'GET',
    path: '/api/adminRoutes/exportParticipantTotals',
    query: fundraiserMoneyQuerySchema,
    audience: 'admins',
    envelope: false,
  }),
  getTransparency: defineRoute<ApiResponse<FundraiserTransparency>>()({
    method: 'GET',
    path: '/api/fundRaisingRoutes/getTransparency',
    query: fundraiserMoneyQuerySchema,
    audience: 'anyone',
  }),
  /** Multipart: sponsorFieldsSchema's fields plus the logo as `image`. Public: a business donor adds itself first. */
  addSponsor: defineRoute<ApiResponse<SponsorSaved>>()({
    method: 'POST',
    path: '/api/sponsorRoutes/addSponsor',
    body: sponsorFieldsSchema,
    audience: 'anyone',
  }),
  getSponsor: defineRoute<ApiResponse<SponsorRow[]>>()({
    method: 'GET',
    path: '/api/sponsorRoutes/getSponsor',
    query: sponsorsQuerySchema,
    audience: 'signed-in',
  }),
  /** Multipart: updateSponsorFieldsSchema's fields, the logo optional. */
  updateSponsor: defineRoute<ApiResponse<SponsorSaved>>()({
    method: 'PUT',
    path: '/api/sponsorRoutes/updateSponsor',
    body: updateSponsorFieldsSchema,
    audience: 'admins',
  }),
  /** Stripe's signed events (raw body, Stripe-Signature header). */
  stripeWebhook: defineRoute<{ received: true }>()({
    method: 'POST',
    path: '/api/webhooks/stripe',
    audience: 'anyone',
    status: 200,
    envelope: false,
  }),
} as const;
