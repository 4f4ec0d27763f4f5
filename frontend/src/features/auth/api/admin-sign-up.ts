import { identityRoutes, type AdminSignUp } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates the admin account; the server emails a verification link. */
export function adminSignUp(request: AdminSignUp): Promise<{ message: string }> {
  return api.post<{ message: string }>(identityRoutes.adminSignUp, request);
}

export function adminSignUpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'admin-sign-up'] as const, mutationFn: adminSignUp });
}

export function useAdminSignUp() {
  return useMutation(adminSignUpMutationOptions());
}
