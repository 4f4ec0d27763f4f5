import { identityRouteTable } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function verifyEmail({ token, signal }: { token: string; signal?: AbortSignal }): Promise<{ message: string }> {
  return call(identityRouteTable.verifyEmail, { query: { token }, signal });
}

/** A verification link works once: never refetch it behind the person's back. */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token] as const,
    queryFn: ({ signal }) => verifyEmail({ token, signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
