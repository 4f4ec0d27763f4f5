import { fundraiserRouteTable } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getParticipantDashboard({ fundRaisingId, signal }: { fundRaisingId: string; signal?: AbortSignal }) {
  return call(fundraiserRouteTable.getParticipantDashboardByFundRaisingId, { query: { fundRaisingId }, signal });
}

export function participantDashboardQueryOptions(fundRaisingId: string) {
  return queryOptions({
    queryKey: ['memberships', 'participant-dashboard', fundRaisingId] as const,
    queryFn: ({ signal }) => getParticipantDashboard({ fundRaisingId, signal }),
    select: ({ data }) => data,
  });
}

export function useParticipantDashboard(fundRaisingId: string) {
  return useQuery(participantDashboardQueryOptions(fundRaisingId));
}
