import type { CampaignPage, SupportersPage } from './campaigns';
import type { ReferralTarget, VerifyReferralRequest } from './fundraisers';
import type { ApiResponse } from './http';
import type { SessionUser } from './identity';
import type { FundraiserTransparency, PaymentsConfig } from './money';
import { defineRoute } from './route-definition';
import type { ContactDetails, PublicFigures } from './site';

/**
 * The routes pages call on their first load: the layout (session check, logout, the footer's contact details), the
 * home page (live figures) and the donation page (the campaign page and its wall, the payments config for the fee and
 * where the money goes). This module imports no schema, so a first
 * load needs neither zod nor an area's schemas. The area tables hold the same routes (with their schemas, which
 * the server validates with); route-table.spec checks each entry here matches its area table's entry.
 */
export const layoutRouteTable = {
  siteFigures: defineRoute<PublicFigures>()({
    method: 'GET',
    path: '/api/site/figures',
    audience: 'anyone',
    envelope: false,
  }),
  siteContact: defineRoute<ContactDetails>()({
    method: 'GET',
    path: '/api/site/contact',
    audience: 'anyone',
    envelope: false,
  }),
  logout: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/authRoutes/logout',
    audience: 'signed-in',
    status: 200,
  }),
  me: defineRoute<ApiResponse<SessionUser>>()({ method: 'GET', path: '/api/authRoutes/me', audience: 'signed-in' }),
  verifyReferalCode: defineRoute<ApiResponse<ReferralTarget>>()({
    method: 'POST',
    path: '/api/authRoutes/verifyReferalCode',
    audience: 'anyone',
    status: 200,
    bodyType: undefined as VerifyReferralRequest | undefined,
  }),
  paymentsConfig: defineRoute<ApiResponse<PaymentsConfig>>()({
    method: 'GET',
    path: '/api/payments/config',
    audience: 'anyone',
  }),
  /** Query `fundRaisingId` (validated by the money table's entry). */
  getTransparency: defineRoute<ApiResponse<FundraiserTransparency>>()({
    method: 'GET',
    path: '/api/fundRaisingRoutes/getTransparency',
    audience: 'anyone',
  }),
  /** Query `code` or `slug` (validated by the campaign table's entry). */
  getCampaignPage: defineRoute<ApiResponse<CampaignPage>>()({
    method: 'GET',
    path: '/api/campaignRoutes/getCampaignPage',
    audience: 'anyone',
  }),
  /** Query `code` and `cursor` (validated by the campaign table's entry). */
  getSupporters: defineRoute<ApiResponse<SupportersPage>>()({
    method: 'GET',
    path: '/api/campaignRoutes/getSupporters',
    audience: 'anyone',
  }),
} as const;
