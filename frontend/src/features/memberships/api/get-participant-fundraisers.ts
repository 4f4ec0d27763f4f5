import { fundraiserRouteTable } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** While the list is empty, how often to look again: a just-verified sign-up is admitted by a background job. */
export const emptyFundraisersRefetchMs = 3000;

export function getParticipantFundraisers({ signal }: { signal?: AbortSignal } = {}) {
  return call(fundraiserRouteTable.getParticipantFundRaisings, { signal });
}

export function participantFundraisersQueryOptions() {
  return queryOptions({
    queryKey: ['memberships', 'participant-fundraisers'] as const,
    queryFn: ({ signal }) => getParticipantFundraisers({ signal }),
    select: ({ data }) => data,
  });
}

/** The participant's fundraisers; polled while there are none yet, so an admission shows up by itself. */
export function useParticipantFundraisers() {
  return useQuery({
    ...participantFundraisersQueryOptions(),
    refetchInterval: (query) => (query.state.data?.data.length === 0 ? emptyFundraisersRefetchMs : false),
  });
}
