import { fundraiserRouteTable, joinSearchLimits } from '@fundplay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getJoinableFundraisers({ search, signal }: { search: string; signal?: AbortSignal }) {
  return call(fundraiserRouteTable.getFundRaising, { query: { search }, signal });
}

/** Every search shares the prefix, so a join request refreshes all of them at once. */
export const joinableFundraisersKey = ['memberships', 'joinable-fundraisers'] as const;

export function joinableFundraisersQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...joinableFundraisersKey, { search }] as const,
    queryFn: ({ signal }) => getJoinableFundraisers({ search, signal }),
    select: ({ data }) => data,
    // The server lists nothing for a shorter search (there is no list of every fundraiser).
    enabled: search.length >= joinSearchLimits.minLength,
  });
}

/** Fundraisers a participant can ask to join, by name or code; the previous results stay up while a new search loads. */
export function useJoinableFundraisers(search: string) {
  return useQuery({ ...joinableFundraisersQueryOptions(search), placeholderData: keepPreviousData });
}
