import { competeRouteTable, type BadgeBoard } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const badgeKeys = {
  board: (fundraiserId: string) => ['badges', 'board', fundraiserId] as const,
};

/** GET /api/rewardRoutes/getBadges?fundRaiserId: the caller's six badges in one fundraiser, earned or not. */
export async function getBadges({
  fundRaiserId,
  signal,
}: {
  fundRaiserId: string;
  signal?: AbortSignal;
}): Promise<BadgeBoard> {
  return (await call(competeRouteTable.getBadges, { query: { fundRaiserId }, signal })).data;
}

export function badgesQueryOptions(fundRaiserId: string) {
  return queryOptions({
    queryKey: badgeKeys.board(fundRaiserId),
    queryFn: ({ signal }) => getBadges({ fundRaiserId, signal }),
  });
}

export function useBadges(fundRaiserId: string) {
  return useQuery(badgesQueryOptions(fundRaiserId));
}
