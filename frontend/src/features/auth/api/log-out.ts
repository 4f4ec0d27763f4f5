import { layoutRouteTable } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Ends the session on the server (the bearer token is revoked). */
export function logOut(): Promise<unknown> {
  return call(layoutRouteTable.logout);
}

export function logOutMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'logout'] as const, mutationFn: logOut });
}

export function useLogOutRequest() {
  return useMutation(logOutMutationOptions());
}
