import {
  identityRoutes,
  type ApiResponse,
  type PasswordResetGrant,
  type VerifyOtpRequest,
  type VerifyOtpResult,
} from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A session (modes signUp and logIn) or a password-reset grant (mode forgotPassword). */
export type VerifyOtpData = VerifyOtpResult | PasswordResetGrant;

export function verifyOtp(request: VerifyOtpRequest): Promise<ApiResponse<VerifyOtpData>> {
  return api.post<ApiResponse<VerifyOtpData>>(identityRoutes.verifyOtp, request);
}

export function isPasswordResetGrant(data: VerifyOtpData): data is PasswordResetGrant {
  return 'resetToken' in data;
}

export function verifyOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'verify-otp'] as const, mutationFn: verifyOtp });
}

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}
