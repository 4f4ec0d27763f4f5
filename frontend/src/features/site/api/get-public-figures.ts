import { layoutRouteTable, type PublicFigures } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getPublicFigures({ signal }: { signal?: AbortSignal } = {}): Promise<PublicFigures> {
  return call(layoutRouteTable.siteFigures, { signal });
}

export const publicFiguresQueryKey = ['site', 'figures'] as const;

export function publicFiguresQueryOptions() {
  return queryOptions({
    queryKey: publicFiguresQueryKey,
    queryFn: ({ signal }) => getPublicFigures({ signal }),
  });
}

export function usePublicFigures() {
  return useQuery(publicFiguresQueryOptions());
}
