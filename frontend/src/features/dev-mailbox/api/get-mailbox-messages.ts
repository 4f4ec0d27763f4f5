import { apiRoutes, type MailboxMessage } from '@fundplay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const mailboxKeys = {
  all: ['dev', 'messages'] as const,
  list: (to: string) => [...mailboxKeys.all, { to }] as const,
};

export function getMailboxMessages({ to, signal }: { to?: string; signal?: AbortSignal }): Promise<MailboxMessage[]> {
  return api.get<MailboxMessage[]>(apiRoutes.dev.messages, { query: { to }, signal });
}

/** Refresh cadence of the dev mailbox: new OTP codes and emails show up within two seconds. */
export const mailboxRefreshMs = 2000;

export function mailboxMessagesQueryOptions(to: string) {
  return queryOptions({
    queryKey: mailboxKeys.list(to),
    queryFn: ({ signal }) => getMailboxMessages({ to, signal }),
    refetchInterval: mailboxRefreshMs,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useMailboxMessages(to: string) {
  return useQuery(mailboxMessagesQueryOptions(to));
}
