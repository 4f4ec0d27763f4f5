import { competeRouteTable, type CompeteRunResult, type FinishRunRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { gameKeys } from './game-keys';

/** POST /api/gameRoutes/finishRun: the server replays the run from its seed and ranks the verified score. */
export async function finishRun(body: FinishRunRequest): Promise<CompeteRunResult> {
  return (await call(competeRouteTable.finishRun, { body })).data;
}

export function finishRunMutationOptions() {
  return mutationOptions({ mutationKey: ['games', 'finish-run'] as const, mutationFn: finishRun });
}

/** A verified run may move the game's boards: whatever of them is cached is fetched again. */
export function useFinishRun({ fundraiserId, gameId }: { fundraiserId: string; gameId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    ...finishRunMutationOptions(),
    onSuccess: (result) =>
      result.verified
        ? queryClient.invalidateQueries({ queryKey: gameKeys.leaderboards(fundraiserId, gameId) })
        : undefined,
  });
}
