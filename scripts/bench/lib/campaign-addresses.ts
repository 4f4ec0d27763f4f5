/**
 * The campaign pages' addresses in a FundPlay seeded with the demo data: the demo participant's referral code
 * (`/donate/{code}`), the running demo fundraiser's slug (`/f/{slug}`) and id (`/live/{id}`). Found through the
 * real API: the participant signs in (password + emailed code), reads their fundraisers and dashboard, and the
 * public campaign read names the slug.
 */
import {
  routeTable,
  type ApiResponse,
  type CampaignPage,
  type FundraiserSummary,
  type ParticipantDashboard,
} from '@fundplay/contracts';
import { call, DEMO_FUNDRAISER, demoAccounts, signIn } from './demo-app';

export interface CampaignAddresses {
  participantCode: string;
  fundraiserId: string;
  slug: string;
  /** The participant's bearer token, for reads that need one. */
  participantToken: string;
}

export async function campaignAddresses(baseUrl: string): Promise<CampaignAddresses> {
  const token = await signIn(baseUrl, demoAccounts.participant);
  const fundraisers = await call<ApiResponse<FundraiserSummary[]>>(
    baseUrl,
    routeTable.getParticipantFundRaisings.path,
    { token },
  );
  const fundraiser = fundraisers.data.find((found) => found.fundRaisingName === DEMO_FUNDRAISER);
  if (!fundraiser) throw new Error(`the demo participant is not in "${DEMO_FUNDRAISER}": is the demo data seeded?`);
  const dashboard = await call<ApiResponse<ParticipantDashboard>>(
    baseUrl,
    `${routeTable.getParticipantDashboardByFundRaisingId.path}?fundRaisingId=${fundraiser._id}`,
    { token },
  );
  const code = dashboard.data.participantRefferalsCodes[0]?.code;
  if (!code) throw new Error('the demo participant has no referral code: is the demo data seeded?');
  const page = await call<ApiResponse<CampaignPage>>(
    baseUrl,
    `${routeTable.getCampaignPage.path}?code=${encodeURIComponent(code)}`,
  );
  return {
    participantCode: code,
    fundraiserId: fundraiser._id,
    slug: page.data.fundraiser.slug,
    participantToken: token,
  };
}
