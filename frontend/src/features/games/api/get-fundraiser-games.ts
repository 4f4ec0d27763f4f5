import { competeRouteTable, type FundraiserGame } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { gameKeys } from './game-keys';

/** GET /api/gameRoutes/getGame?fundRaiserId: the fundraiser's games. */
export async function getFundraiserGames({
  fundRaiserId,
  signal,
}: {
  fundRaiserId: string;
  signal?: AbortSignal;
}): Promise<FundraiserGame[]> {
  const { data } = await call(competeRouteTable.getGame, { query: { fundRaiserId }, signal });
  return Array.isArray(data) ? data : [data];
}

export function fundraiserGamesQueryOptions(fundRaiserId: string) {
  return queryOptions({
    queryKey: gameKeys.fundraiserGames(fundRaiserId),
    queryFn: ({ signal }) => getFundraiserGames({ fundRaiserId, signal }),
  });
}

/** The fundraiser's games; `enabled: false` when the page already has them (a dashboard that carries them). */
export function useFundraiserGames(fundRaiserId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...fundraiserGamesQueryOptions(fundRaiserId), enabled });
}
