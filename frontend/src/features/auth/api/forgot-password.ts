import { identityRoutes, type ApiResponse, type ForgotPasswordRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a forgotPassword code when the account exists; the answer (text and timing) is the same either way. */
export function forgotPassword(request: ForgotPasswordRequest): Promise<ApiResponse<null>> {
  return api.post<ApiResponse<null>>(identityRoutes.forgotPassword, request);
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'] as const, mutationFn: forgotPassword });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
