import { layoutRouteTable, type ContactDetails } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getContactDetails({ signal }: { signal?: AbortSignal } = {}): Promise<ContactDetails> {
  return call(layoutRouteTable.siteContact, { signal });
}

export function contactDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'contact'] as const,
    queryFn: ({ signal }) => getContactDetails({ signal }),
    // Contact details change rarely; one fetch per visit is plenty.
    staleTime: Infinity,
  });
}

export function useContactDetails() {
  return useQuery(contactDetailsQueryOptions());
}
