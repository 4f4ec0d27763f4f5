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

/**
 * How many empty answers in a row the dashboards keep polling for: about a minute, long enough for the admission
 * that follows a sign-up, without polling for ever on the page of someone who is simply in no fundraiser.
 */
export const emptyFundraisersPolls = 20;

/** The participant's fundraisers; polled for a while when there are none yet, so an admission shows up by itself. */
export function useParticipantFundraisers() {
  return useQuery({
    ...participantFundraisersQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.data.length === 0 && query.state.dataUpdateCount < emptyFundraisersPolls
        ? emptyFundraisersRefetchMs
        : false,
  });
}
