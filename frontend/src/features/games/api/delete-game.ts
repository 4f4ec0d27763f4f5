import { competeRouteTable, type ApiResponse } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { gameKeys } from './game-keys';

export interface DeleteGameInput {
  /** The fundraiser whose list shows the game (to refresh it). */
  fundRaiserId: string;
  gameId: string;
}

/** DELETE /api/gameRoutes/deleteGame?gameId (spec §7). Primary admins only. */
export function deleteGame({ gameId }: DeleteGameInput): Promise<ApiResponse<null>> {
  return call(competeRouteTable.deleteGame, { query: { gameId } });
}

export function deleteGameMutationOptions() {
  return mutationOptions({ mutationKey: ['games', 'delete'] as const, mutationFn: deleteGame });
}

export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteGameMutationOptions(),
    onSuccess: (_answer, { fundRaiserId, gameId }) => {
      queryClient.removeQueries({ queryKey: gameKeys.game(gameId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.fundraiserGames(fundRaiserId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.administered() }),
      ]);
    },
  });
}
