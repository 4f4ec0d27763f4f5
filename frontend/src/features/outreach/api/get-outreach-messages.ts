import { outreachRouteTable, type OutreachMessage, type OutreachStatus } from '@fundplay/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/api-client';
import { outreachKeys } from './outreach-keys';

/** GET /api/outreachRoutes/getMessages?fundRaiserId: what the caller sent in this fundraiser, newest first. */
export async function getOutreachMessages({
  fundraiserId,
  signal,
}: {
  fundraiserId: string;
  signal?: AbortSignal;
}): Promise<OutreachMessage[]> {
  return (await call(outreachRouteTable.getOutreachMessages, { query: { fundRaiserId: fundraiserId }, signal })).data;
}

/** Statuses that will still change by themselves (the worker, the provider's callback, a scheduled send). */
const changingStatuses: ReadonlySet<OutreachStatus> = new Set(['queued', 'scheduled', 'sent']);

/** How often the list asks again while a message is on its way. */
export const outreachMessagesRefreshMs = 5000;

/** True while some message may still move on, so the list keeps asking. */
export function hasChangingMessages(messages: readonly OutreachMessage[] | undefined): boolean {
  return (messages ?? []).some((message) => changingStatuses.has(message.status));
}

export function outreachMessagesQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: outreachKeys.messages(fundraiserId),
    queryFn: ({ signal }) => getOutreachMessages({ fundraiserId, signal }),
    // Statuses move on without the sender doing anything: ask again only while one still can.
    refetchInterval: (query) => (hasChangingMessages(query.state.data) ? outreachMessagesRefreshMs : false),
  });
}

export function useOutreachMessages(fundraiserId: string) {
  return useQuery(outreachMessagesQueryOptions(fundraiserId));
}

/**
 * Forgets every message list this browser holds, for an action of another feature that erased the history
 * (delete all contacts deletes the messages too): the page composes the two.
 */
export function useForgetOutreachMessages() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...outreachKeys.all, 'messages'] }),
    [queryClient],
  );
}
