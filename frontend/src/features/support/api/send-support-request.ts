import { apiRoutes, type SupportRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server's confirmation sentence, shown to the visitor as is. */
export interface SupportRequestReceived {
  message: string;
}

export function sendSupportRequest(request: SupportRequest): Promise<SupportRequestReceived> {
  return api.post<SupportRequestReceived>(apiRoutes.site.support, request);
}

export function sendSupportRequestMutationOptions() {
  return mutationOptions({
    mutationKey: ['site', 'support'] as const,
    mutationFn: sendSupportRequest,
  });
}

export function useSendSupportRequest() {
  return useMutation(sendSupportRequestMutationOptions());
}
