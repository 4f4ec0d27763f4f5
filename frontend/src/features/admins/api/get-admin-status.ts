import { identityRoutes } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminStatus {
  /** False while the secondary admin waits for the primary admin's approval. */
  adminApproval: boolean;
}

export function getAdminStatus({ signal }: { signal?: AbortSignal } = {}): Promise<{ data: AdminStatus }> {
  return api.get<{ data: AdminStatus }>(identityRoutes.getAdminStatus, { signal });
}

export function adminStatusQueryOptions() {
  return queryOptions({
    queryKey: ['admins', 'status'] as const,
    queryFn: ({ signal }) => getAdminStatus({ signal }),
    select: ({ data }) => data,
  });
}

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions());
}
