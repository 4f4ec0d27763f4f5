import { identityRoutes, type ApiResponse, type ResendOtpRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How long the server wants the person to wait before asking again. */
export interface ResendCooldown {
  retryAfterSeconds: number;
}

export function resendOtp(request: ResendOtpRequest): Promise<ApiResponse<ResendCooldown>> {
  return api.post<ApiResponse<ResendCooldown>>(identityRoutes.resendOtp, request);
}

export function resendOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'resend-otp'] as const, mutationFn: resendOtp });
}

export function useResendOtp() {
  return useMutation(resendOtpMutationOptions());
}
