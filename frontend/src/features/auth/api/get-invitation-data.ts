import { identityRoutes, type InvitationData, type Role } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's call is a POST with the role and code in the query and no body. */
export function getInvitationData({
  role,
  invitationCode,
  signal,
}: {
  role: Role;
  invitationCode: string;
  signal?: AbortSignal;
}): Promise<{ data: InvitationData }> {
  return api.post<{ data: InvitationData }>(identityRoutes.getInvitationData, undefined, {
    query: { role, invitationCode },
    signal,
  });
}

export function invitationDataQueryOptions(role: Role, invitationCode: string) {
  return queryOptions({
    queryKey: ['auth', 'invitation', { role, invitationCode }] as const,
    queryFn: ({ signal }) => getInvitationData({ role, invitationCode, signal }),
    select: ({ data }) => data,
    retry: false,
    staleTime: Infinity,
  });
}

export function useInvitationData(role: Role, invitationCode: string | undefined) {
  return useQuery({ ...invitationDataQueryOptions(role, invitationCode ?? ''), enabled: Boolean(invitationCode) });
}
