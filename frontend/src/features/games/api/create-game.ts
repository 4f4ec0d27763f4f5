import { competeRouteTable, type ApiResponse, type FundraiserGame } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '@/lib/api-client';
import { gameKeys } from './game-keys';

/** A new game from the catalogue, with its picture. */
export interface NewGameInput {
  fundRaiserId: string;
  gameName: string;
  gameDescription: string;
  /** `/embed/<slug>/` */
  gameLink: string;
  image: File;
}

/** A game another of the administrator's fundraisers already has (how a secondary admin adds one). */
export interface CopiedGameInput {
  fundRaiserId: string;
  copyFromGameId: string;
}

export type CreateGameInput = NewGameInput | CopiedGameInput;

/** POST /api/gameRoutes/createGame as multipart: the fields as text and the picture as `image` (spec §7). */
export function createGame(input: CreateGameInput): Promise<ApiResponse<FundraiserGame>> {
  const formData = new FormData();
  formData.set('fundRaiserId', input.fundRaiserId);
  if ('copyFromGameId' in input) {
    formData.set('copyFromGameId', input.copyFromGameId);
  } else {
    formData.set('gameName', input.gameName);
    formData.set('gameDescription', input.gameDescription);
    formData.set('gameLink', input.gameLink);
    formData.set('image', input.image);
  }
  return callMultipart(competeRouteTable.createGame, formData);
}

export function createGameMutationOptions() {
  return mutationOptions({ mutationKey: ['games', 'create'] as const, mutationFn: createGame });
}

/** The fundraiser's list and the "other fundraisers" list both gain the game. */
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createGameMutationOptions(),
    onSuccess: (_answer, { fundRaiserId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.fundraiserGames(fundRaiserId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.administered() }),
      ]),
  });
}
