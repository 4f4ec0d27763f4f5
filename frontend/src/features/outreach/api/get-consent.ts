import { outreachRouteTable, type ConsentPreference } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './outreach-keys';

/** GET /api/outreachRoutes/getConsent?token: the address an unsubscribe link is for, masked, and its preference. */
export async function getConsent({
  token,
  signal,
}: {
  token: string;
  signal?: AbortSignal;
}): Promise<ConsentPreference> {
  return (await call(outreachRouteTable.getConsent, { query: { token }, signal })).data;
}

export function consentQueryOptions(token: string) {
  return queryOptions({
    queryKey: outreachKeys.consent(token),
    queryFn: ({ signal }) => getConsent({ token, signal }),
    // An unknown token stays unknown; the page says so at once.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useConsent(token: string) {
  return useQuery(consentQueryOptions(token));
}
