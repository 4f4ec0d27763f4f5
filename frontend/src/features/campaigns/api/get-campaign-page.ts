import { layoutRouteTable, type CampaignPage, type CampaignPageQuery } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** How a campaign page is addressed: `/donate/{code}` (any of the three kinds) or `/f/{slug}` (the fundraiser). */
export type CampaignAddress = { code: string } | { slug: string };

/** GET /api/campaignRoutes/getCampaignPage: everything a fundraiser, group or participant page shows, in one read. */
export async function getCampaignPage(address: CampaignAddress, signal?: AbortSignal): Promise<CampaignPage> {
  const query: CampaignPageQuery = address;
  // The schema-free entry: the page's first load needs neither zod nor the campaign schemas.
  return (await call(layoutRouteTable.getCampaignPage, { query, signal })).data;
}

/** Every campaign read (pages and walls) starts with this key: a live push refetches them all. */
export const campaignQueryRoot = ['campaigns'] as const;

export const campaignPageQueryKey = (address: CampaignAddress) =>
  [...campaignQueryRoot, 'page', 'code' in address ? { code: address.code } : { slug: address.slug }] as const;

export function campaignPageQueryOptions(address: CampaignAddress) {
  return queryOptions({
    queryKey: campaignPageQueryKey(address),
    queryFn: ({ signal }) => getCampaignPage(address, signal),
    // An unknown code stays unknown: asking again only delays the answer.
    retry: false,
  });
}

export function useCampaignPage(address: CampaignAddress) {
  return useQuery(campaignPageQueryOptions(address));
}
