import { identityRoutes, type ApiResponse, type ForgotPasswordRequest, type OtpChallenge } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Sends a forgotPassword code when the account exists; the answer (text, a challenge id, timing) is the same
 * either way.
 */
export function forgotPassword(request: ForgotPasswordRequest): Promise<ApiResponse<OtpChallenge>> {
  return api.post<ApiResponse<OtpChallenge>>(identityRoutes.forgotPassword, request);
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'] as const, mutationFn: forgotPassword });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
