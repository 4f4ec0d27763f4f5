import { fundraiserRouteTable } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getTeamMemberDashboard({ fundRaisingId, signal }: { fundRaisingId: string; signal?: AbortSignal }) {
  return call(fundraiserRouteTable.teamMemberDashboard, { query: { fundRaisingId }, signal });
}

export function teamMemberDashboardQueryOptions(fundRaisingId: string) {
  return queryOptions({
    queryKey: ['memberships', 'team-member-dashboard', fundRaisingId] as const,
    queryFn: ({ signal }) => getTeamMemberDashboard({ fundRaisingId, signal }),
    select: ({ data }) => data,
  });
}

export function useTeamMemberDashboard(fundRaisingId: string) {
  return useQuery(teamMemberDashboardQueryOptions(fundRaisingId));
}
