import { competeRouteTable, type LiveFundraiser } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const liveKeys = {
  fundraiser: (fundraiserId: string) => ['live', 'fundraiser', fundraiserId] as const,
};

/** A screen left running all day checks in now and then, even if a push was lost with the connection. */
const safetyRefetchMs = 60_000;

/** GET /api/liveRoutes/getLiveFundraiser?fundRaiserId: everything the public big screen shows. */
export async function getLiveFundraiser({
  fundRaiserId,
  signal,
}: {
  fundRaiserId: string;
  signal?: AbortSignal;
}): Promise<LiveFundraiser> {
  return (await call(competeRouteTable.getLiveFundraiser, { query: { fundRaiserId }, signal })).data;
}

export function liveFundraiserQueryOptions(fundRaiserId: string) {
  return queryOptions({
    queryKey: liveKeys.fundraiser(fundRaiserId),
    queryFn: ({ signal }) => getLiveFundraiser({ fundRaiserId, signal }),
    refetchInterval: safetyRefetchMs,
  });
}

export function useLiveFundraiser(fundRaiserId: string) {
  return useQuery(liveFundraiserQueryOptions(fundRaiserId));
}
