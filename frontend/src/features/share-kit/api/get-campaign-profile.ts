import { campaignRouteTable, type CampaignProfile } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET getCampaignProfile: the participant's page settings and referral code (made on first read in a group). */
export async function getCampaignProfile(fundRaisingId: string, signal?: AbortSignal): Promise<CampaignProfile> {
  return (await call(campaignRouteTable.getCampaignProfile, { query: { fundRaisingId }, signal })).data;
}

export const campaignProfileQueryKey = (fundRaisingId: string) => ['share-kit', 'profile', fundRaisingId] as const;

export function campaignProfileQueryOptions(fundRaisingId: string) {
  return queryOptions({
    queryKey: campaignProfileQueryKey(fundRaisingId),
    queryFn: ({ signal }) => getCampaignProfile(fundRaisingId, signal),
  });
}

export function useCampaignProfile(fundRaisingId: string) {
  return useQuery(campaignProfileQueryOptions(fundRaisingId));
}
