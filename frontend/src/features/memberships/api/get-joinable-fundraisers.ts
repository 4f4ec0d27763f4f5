import { fundraiserRouteTable } from '@fundplay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getJoinableFundraisers({ fundRaisingName, signal }: { fundRaisingName: string; signal?: AbortSignal }) {
  return call(fundraiserRouteTable.getFundRaising, {
    query: { fundRaisingName: fundRaisingName || undefined },
    signal,
  });
}

/** Every search shares the prefix, so a join request refreshes all of them at once. */
export const joinableFundraisersKey = ['memberships', 'joinable-fundraisers'] as const;

export function joinableFundraisersQueryOptions(fundRaisingName: string) {
  return queryOptions({
    queryKey: [...joinableFundraisersKey, { fundRaisingName }] as const,
    queryFn: ({ signal }) => getJoinableFundraisers({ fundRaisingName, signal }),
    select: ({ data }) => data,
  });
}

/** Fundraisers a participant can ask to join, by name; the previous results stay up while a new search loads. */
export function useJoinableFundraisers(fundRaisingName: string) {
  return useQuery({ ...joinableFundraisersQueryOptions(fundRaisingName), placeholderData: keepPreviousData });
}
