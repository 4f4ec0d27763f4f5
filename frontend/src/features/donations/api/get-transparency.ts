import { layoutRouteTable, type FundraiserTransparency } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/fundRaisingRoutes/getTransparency: where a fundraiser's money went, from the ledger (public). */
export async function getTransparency(fundRaisingId: string, signal?: AbortSignal): Promise<FundraiserTransparency> {
  // The schema-free entry: the donation page shows it on its first load.
  return (await call(layoutRouteTable.getTransparency, { query: { fundRaisingId }, signal })).data;
}

export const transparencyQueryKey = (fundRaisingId: string) => ['donations', 'transparency', fundRaisingId] as const;

export function transparencyQueryOptions(fundRaisingId: string) {
  return queryOptions({
    queryKey: transparencyQueryKey(fundRaisingId),
    queryFn: ({ signal }) => getTransparency(fundRaisingId, signal),
  });
}

export function useTransparency(fundRaisingId: string | undefined) {
  return useQuery({ ...transparencyQueryOptions(fundRaisingId ?? ''), enabled: Boolean(fundRaisingId) });
}
