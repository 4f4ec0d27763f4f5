import { outreachRouteTable, type SendOutreachRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './outreach-keys';

/** POST /api/outreachRoutes/sendMessages: the template by email or text to chosen contacts or team members. */
export async function sendOutreachMessages(body: SendOutreachRequest) {
  return (await call(outreachRouteTable.sendOutreachMessages, { body })).data;
}

export function sendOutreachMessagesMutationOptions() {
  return mutationOptions({ mutationKey: [...outreachKeys.all, 'send'] as const, mutationFn: sendOutreachMessages });
}

/** The new messages join the sender's history for that fundraiser. */
export function useSendOutreachMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendOutreachMessagesMutationOptions(),
    onSuccess: (_result, request) =>
      queryClient.invalidateQueries({ queryKey: outreachKeys.messages(request.fundRaiserId) }),
  });
}
