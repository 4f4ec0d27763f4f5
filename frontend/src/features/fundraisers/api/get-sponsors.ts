import { moneyRouteTable, type ApiResponse, type SponsorRow } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function getSponsors({
  fundraiserId,
  signal,
}: {
  fundraiserId: string;
  signal?: AbortSignal;
}): Promise<ApiResponse<SponsorRow[]>> {
  return call(moneyRouteTable.getSponsor, { query: { fundRaisingId: fundraiserId }, signal });
}

/** The fundraiser's sponsors, newest first (spec §5: the list shows business sponsors). */
export function sponsorsQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: fundraiserKeys.sponsors(fundraiserId),
    queryFn: ({ signal }) => getSponsors({ fundraiserId, signal }),
    select: ({ data }) => data,
  });
}

export function useSponsors(fundraiserId: string) {
  return useQuery(sponsorsQueryOptions(fundraiserId));
}
