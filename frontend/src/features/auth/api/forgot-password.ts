import { identityRoutes, type ApiResponse, type ForgotPasswordRequest, type LoginResult } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a forgotPassword code when the account exists; the answer is the same either way. */
export function forgotPassword(request: ForgotPasswordRequest): Promise<ApiResponse<LoginResult>> {
  return api.post<ApiResponse<LoginResult>>(identityRoutes.forgotPassword, request);
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'] as const, mutationFn: forgotPassword });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
