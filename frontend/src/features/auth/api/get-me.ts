import { layoutRouteTable, type ApiResponse, type SessionUser } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<ApiResponse<SessionUser>> {
  return call(layoutRouteTable.me, { signal });
}

/** Keyed by the token, so signing in as someone else never shows the previous person. */
export function meQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'me', token] as const,
    queryFn: ({ signal }) => getMe({ signal }),
    select: ({ data }) => data,
    retry: false,
    staleTime: 60_000,
  });
}

export function useMe(token: string | null) {
  return useQuery({ ...meQueryOptions(token ?? ''), enabled: Boolean(token) });
}
