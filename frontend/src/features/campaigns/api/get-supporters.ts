import { layoutRouteTable, type SupportersPage, type SupportersQuery } from '@fundplay/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { campaignQueryRoot } from './get-campaign-page';

/** GET /api/campaignRoutes/getSupporters: one page of the wall a code's page shows, newest first. */
export async function getSupporters(code: string, cursor?: string, signal?: AbortSignal): Promise<SupportersPage> {
  const query: SupportersQuery = cursor ? { code, cursor } : { code };
  return (await call(layoutRouteTable.getSupporters, { query, signal })).data;
}

export const supportersQueryKey = (code: string) => [...campaignQueryRoot, 'supporters', code] as const;

/**
 * The wall, page by page ("Show more" fetches the next with the cursor). The page read's first page seeds it, so the
 * wall shows with the page; a live push refetches every page loaded so far, so a hidden message goes from all of them.
 */
export function supportersQueryOptions(code: string, firstPage: SupportersPage) {
  return infiniteQueryOptions({
    queryKey: supportersQueryKey(code),
    queryFn: ({ pageParam, signal }) => getSupporters(code, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: { pages: [firstPage], pageParams: [undefined] },
    // The seed is as fresh as the page read that brought it.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 10_000,
  });
}

export function useSupporters(code: string, firstPage: SupportersPage) {
  return useInfiniteQuery(supportersQueryOptions(code, firstPage));
}
