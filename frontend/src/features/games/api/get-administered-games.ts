import { competeRouteTable, type FundraiserGame } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { gameKeys } from './game-keys';

/** GET /api/gameRoutes/getGame without parameters: the games of every fundraiser the administrator runs. */
export async function getAdministeredGames({ signal }: { signal?: AbortSignal } = {}): Promise<FundraiserGame[]> {
  const { data } = await call(competeRouteTable.getGame, { query: {}, signal });
  return Array.isArray(data) ? data : [data];
}

export function administeredGamesQueryOptions() {
  return queryOptions({
    queryKey: gameKeys.administered(),
    queryFn: ({ signal }) => getAdministeredGames({ signal }),
  });
}

/** For "Select game from other fundraisers": fetched when the dialog opens. */
export function useAdministeredGames({ enabled }: { enabled: boolean }) {
  return useQuery({ ...administeredGamesQueryOptions(), enabled });
}
