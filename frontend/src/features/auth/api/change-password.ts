import { identityRoutes, type ChangePasswordRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChangePasswordInput {
  request: ChangePasswordRequest;
  /** A password-reset grant; without it the session token authorises the change. */
  resetToken?: string;
}

export function changePassword({ request, resetToken }: ChangePasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(identityRoutes.changePassword, request, { authToken: resetToken });
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'change-password'] as const, mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
