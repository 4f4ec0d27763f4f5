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

/** Statuses the worker or the provider's callback will move on within moments. */
const movingStatuses: ReadonlySet<OutreachStatus> = new Set(['queued', 'sent']);

/** How often the list asks again while a message is on its way. */
export const outreachMessagesRefreshMs = 5000;

/** The longest a list with scheduled messages waits before asking again. */
const scheduledRefreshCapMs = 10 * 60_000;

/** True while some message may still move on by itself (on its way, or scheduled). */
export function hasChangingMessages(messages: readonly OutreachMessage[] | undefined): boolean {
  return (messages ?? []).some((message) => movingStatuses.has(message.status) || message.status === 'scheduled');
}

/**
 * When to ask again: every few seconds while a message is on its way; otherwise shortly after the earliest scheduled
 * one is due (held back for up to 48 hours, it needs no polling meanwhile), at most every ten minutes; never once
 * every message has settled.
 */
export function refreshDelayMs(messages: readonly OutreachMessage[] | undefined, now = Date.now()): number | false {
  const list = messages ?? [];
  if (list.some((message) => movingStatuses.has(message.status))) return outreachMessagesRefreshMs;
  const dueTimes = list
    .filter((message) => message.status === 'scheduled')
    .map((message) => Date.parse(message.sendAt));
  if (dueTimes.length === 0) return false;
  const untilDue = Math.min(...dueTimes) - now + outreachMessagesRefreshMs;
  return Math.min(Math.max(untilDue, outreachMessagesRefreshMs), scheduledRefreshCapMs);
}

export function outreachMessagesQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: outreachKeys.messages(fundraiserId),
    queryFn: ({ signal }) => getOutreachMessages({ fundraiserId, signal }),
    // Statuses move on without the sender doing anything: ask again only while one still can.
    refetchInterval: (query) => refreshDelayMs(query.state.data),
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
