import { routeTable } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getTeamMemberFundraisers({ signal }: { signal?: AbortSignal } = {}) {
  return call(routeTable.getTeamMemberFundRaisers, { signal });
}

export function teamMemberFundraisersQueryOptions() {
  return queryOptions({
    queryKey: ['memberships', 'team-member-fundraisers'] as const,
    queryFn: ({ signal }) => getTeamMemberFundraisers({ signal }),
    select: ({ data }) => data,
  });
}

/** The team member's fundraisers and the invitations waiting for an answer. */
export function useTeamMemberFundraisers() {
  return useQuery(teamMemberFundraisersQueryOptions());
}
