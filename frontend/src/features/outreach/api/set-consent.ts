import { outreachRouteTable, type SetConsentRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './outreach-keys';

/** POST /api/outreachRoutes/setConsent: unsubscribe, or subscribe again (the choice is reversible). */
export async function setConsent(body: SetConsentRequest) {
  return (await call(outreachRouteTable.setConsent, { body })).data;
}

export function setConsentMutationOptions() {
  return mutationOptions({ mutationKey: [...outreachKeys.all, 'set-consent'] as const, mutationFn: setConsent });
}

/** The page shows the preference the server answered, without asking again. */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setConsentMutationOptions(),
    onSuccess: (preference, request) => queryClient.setQueryData(outreachKeys.consent(request.token), preference),
  });
}
