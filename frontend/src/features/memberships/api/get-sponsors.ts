import { moneyRouteTable, type SponsorRow } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getSponsors({ fundRaisingId, signal }: { fundRaisingId: string; signal?: AbortSignal }) {
  return call(moneyRouteTable.getSponsor, { query: { fundRaisingId }, signal });
}

/** Spec §5: the sponsors list shows businesses only, newest first. */
function businessesNewestFirst(sponsors: SponsorRow[]): SponsorRow[] {
  return sponsors
    .filter((sponsor) => sponsor.type === 'business')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function sponsorsQueryOptions(fundRaisingId: string) {
  return queryOptions({
    queryKey: ['memberships', 'sponsors', fundRaisingId] as const,
    queryFn: ({ signal }) => getSponsors({ fundRaisingId, signal }),
    select: ({ data }) => businessesNewestFirst(data),
  });
}

/** GET /api/sponsorRoutes/getSponsor?fundRaisingId: the fundraiser's sponsors with what each gave (ledger). */
export function useSponsors(fundRaisingId: string) {
  return useQuery(sponsorsQueryOptions(fundRaisingId));
}
