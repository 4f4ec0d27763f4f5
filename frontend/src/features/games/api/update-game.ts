import { competeRouteTable } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '@/lib/api-client';
import { gameKeys } from './game-keys';

export interface UpdateGameInput {
  /** The fundraiser whose list shows the game (to refresh it). */
  fundRaiserId: string;
  gameId: string;
  gameName: string;
  gameDescription: string;
  gameLink: string;
  /** A new picture, or null to keep the current one. */
  image: File | null;
}

/** PUT /api/gameRoutes/updateGame as multipart; the picture is optional (spec §7). Primary admins only. */
export function updateGame({ fundRaiserId: _fundRaiserId, image, ...fields }: UpdateGameInput) {
  const formData = new FormData();
  formData.set('gameId', fields.gameId);
  formData.set('gameName', fields.gameName);
  formData.set('gameDescription', fields.gameDescription);
  formData.set('gameLink', fields.gameLink);
  if (image) formData.set('image', image);
  return callMultipart(competeRouteTable.updateGame, formData);
}

export function updateGameMutationOptions() {
  return mutationOptions({ mutationKey: ['games', 'update'] as const, mutationFn: updateGame });
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateGameMutationOptions(),
    onSuccess: (_answer, { fundRaiserId, gameId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.fundraiserGames(fundRaiserId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.game(gameId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.administered() }),
      ]),
  });
}
