import { identityRoutes, type ApiResponse, type LoginResult, type ParticipantSignUp } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates the participant account; the server sends a signUp code. */
export function participantSignUp(request: ParticipantSignUp): Promise<ApiResponse<LoginResult>> {
  return api.post<ApiResponse<LoginResult>>(identityRoutes.participantSignUp, request);
}

export function participantSignUpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'participant-sign-up'] as const, mutationFn: participantSignUp });
}

export function useParticipantSignUp() {
  return useMutation(participantSignUpMutationOptions());
}
