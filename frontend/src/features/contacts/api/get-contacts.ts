import { outreachRouteTable, type Contact } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const contactKeys = {
  all: ['contacts'] as const,
  list: () => [...contactKeys.all, 'list'] as const,
};

/** GET /api/contactRoutes/getContacts: the caller's own contacts. */
export async function getContacts({ signal }: { signal?: AbortSignal } = {}): Promise<Contact[]> {
  return (await call(outreachRouteTable.getContacts, { signal })).data;
}

export function contactsQueryOptions() {
  return queryOptions({ queryKey: contactKeys.list(), queryFn: ({ signal }) => getContacts({ signal }) });
}

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
