import { competeLimits, competeRouteTable, type Leaderboard } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { gameKeys } from './game-keys';

export interface LeaderboardParams {
  fundRaiserId: string;
  gameId: string;
  /** One group's board; the whole fundraiser's without it. */
  groupId?: string | null;
  limit?: number;
}

/** GET /api/gameRoutes/leaderboard: the top players, and the caller's row and neighbours when they have a score. */
export async function getLeaderboard({
  fundRaiserId,
  gameId,
  groupId,
  limit = competeLimits.leaderboardSize,
  signal,
}: LeaderboardParams & { signal?: AbortSignal }): Promise<Leaderboard> {
  const query = { fundRaiserId, gameId, limit, ...(groupId ? { groupId } : {}) };
  return (await call(competeRouteTable.leaderboard, { query, signal })).data;
}

export function leaderboardQueryOptions({
  fundRaiserId,
  gameId,
  groupId = null,
  limit = competeLimits.leaderboardSize,
}: LeaderboardParams) {
  return queryOptions({
    queryKey: gameKeys.leaderboard(fundRaiserId, gameId, groupId, limit),
    queryFn: ({ signal }) => getLeaderboard({ fundRaiserId, gameId, groupId, limit, signal }),
  });
}

export function useLeaderboard(params: LeaderboardParams) {
  return useQuery(leaderboardQueryOptions(params));
}
