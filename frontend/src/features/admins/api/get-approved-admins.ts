import { identityRoutes, type ApprovedAdmin } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getApprovedAdmins({ signal }: { signal?: AbortSignal } = {}): Promise<{ data: ApprovedAdmin[] }> {
  return api.get<{ data: ApprovedAdmin[] }>(identityRoutes.getApprovedAdmins, { signal });
}

export function approvedAdminsQueryOptions() {
  return queryOptions({
    queryKey: ['admins', 'approved'] as const,
    queryFn: ({ signal }) => getApprovedAdmins({ signal }),
    select: ({ data }) => data,
  });
}

export function useApprovedAdmins() {
  return useQuery(approvedAdminsQueryOptions());
}
