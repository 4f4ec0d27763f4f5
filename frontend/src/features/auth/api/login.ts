import { identityRoutes, type ApiResponse, type LoginRequest, type LoginResult } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Checks the password; the server then sends a one-time code (spec §4). */
export function logIn(request: LoginRequest): Promise<ApiResponse<LoginResult>> {
  return api.post<ApiResponse<LoginResult>>(identityRoutes.login, request);
}

export function logInMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'] as const, mutationFn: logIn });
}

export function useLogIn() {
  return useMutation(logInMutationOptions());
}
