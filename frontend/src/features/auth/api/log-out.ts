import { identityRoutes } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Ends the session on the server (the bearer token is revoked). */
export function logOut(): Promise<unknown> {
  return api.post<unknown>(identityRoutes.logout, {});
}

export function logOutMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'logout'] as const, mutationFn: logOut });
}

export function useLogOutRequest() {
  return useMutation(logOutMutationOptions());
}
