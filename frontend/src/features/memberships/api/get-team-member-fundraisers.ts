import { fundraiserRouteTable } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { emptyFundraisersPolls } from './get-participant-fundraisers';

/**
 * While the team member is in no fundraiser yet, how often to look again: a just-verified sign-up through an
 * invitation is admitted by a background job, which may finish after the dashboard first loaded.
 */
export const emptyTeamMemberFundraisersRefetchMs = 3000;

export function getTeamMemberFundraisers({ signal }: { signal?: AbortSignal } = {}) {
  return call(fundraiserRouteTable.getTeamMemberFundRaisers, { signal });
}

export function teamMemberFundraisersQueryOptions() {
  return queryOptions({
    queryKey: ['memberships', 'team-member-fundraisers'] as const,
    queryFn: ({ signal }) => getTeamMemberFundraisers({ signal }),
    select: ({ data }) => data,
  });
}

/** The team member's fundraisers and the invitations waiting for an answer; polled while there is no fundraiser. */
export function useTeamMemberFundraisers() {
  return useQuery({
    ...teamMemberFundraisersQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.data.fundRaisers.length === 0 && query.state.dataUpdateCount < emptyFundraisersPolls
        ? emptyTeamMemberFundraisersRefetchMs
        : false,
  });
}
