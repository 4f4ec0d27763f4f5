import { competeRouteTable, type FundraiserGame } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { gameKeys } from './game-keys';

/** GET /api/gameRoutes/getGame?gameId: one game, with its `gameLink` and slug. */
export async function getGame({ gameId, signal }: { gameId: string; signal?: AbortSignal }): Promise<FundraiserGame> {
  const { data } = await call(competeRouteTable.getGame, { query: { gameId }, signal });
  const game = Array.isArray(data) ? data.find((candidate) => candidate._id === gameId) : data;
  if (!game) throw new ApiError('Game not found', 404);
  return game;
}

export function gameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.game(gameId),
    queryFn: ({ signal }) => getGame({ gameId, signal }),
  });
}

export function useGame(gameId: string) {
  return useQuery(gameQueryOptions(gameId));
}
