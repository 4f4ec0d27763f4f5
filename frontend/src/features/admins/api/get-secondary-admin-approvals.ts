import { identityRoutes, type AdminApprovalRecord } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getSecondaryAdminApprovals({ signal }: { signal?: AbortSignal } = {}): Promise<{
  data: AdminApprovalRecord[];
}> {
  return api.get<{ data: AdminApprovalRecord[] }>(identityRoutes.secondaryAdminApprovals, { signal });
}

export function secondaryAdminApprovalsQueryOptions() {
  return queryOptions({
    queryKey: ['admins', 'approvals'] as const,
    queryFn: ({ signal }) => getSecondaryAdminApprovals({ signal }),
    select: ({ data }) => data.filter((record) => !record.approved),
  });
}

export function useSecondaryAdminApprovals() {
  return useQuery(secondaryAdminApprovalsQueryOptions());
}
