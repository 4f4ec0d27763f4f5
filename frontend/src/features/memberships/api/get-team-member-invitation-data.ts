import { fundraiserRouteTable } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getTeamMemberInvitationData({
  invitationCode,
  signal,
}: {
  invitationCode: string;
  signal?: AbortSignal;
}) {
  return call(fundraiserRouteTable.getTeamMemberInvitationData, { query: { invitationCode }, signal });
}

export function teamMemberInvitationDataQueryOptions(invitationCode: string) {
  return queryOptions({
    queryKey: ['memberships', 'team-member-invitation', invitationCode] as const,
    queryFn: ({ signal }) => getTeamMemberInvitationData({ invitationCode, signal }),
    select: ({ data }) => data,
    // An unknown or expired code will not get better by asking again.
    retry: false,
  });
}

export function useTeamMemberInvitationData(invitationCode: string | undefined) {
  return useQuery({
    ...teamMemberInvitationDataQueryOptions(invitationCode ?? ''),
    enabled: Boolean(invitationCode),
  });
}
