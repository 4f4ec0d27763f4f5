import { outreachRouteTable, type DevReplyRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { mailboxKeys } from './get-mailbox-messages';

/** POST /api/dev/messages/reply: a phone answers a text, delivered to the Twilio webhook as Twilio would. */
export async function replyToText(body: DevReplyRequest) {
  return (await call(outreachRouteTable.devReply, { body })).data;
}

export function replyToTextMutationOptions() {
  return mutationOptions({ mutationKey: [...mailboxKeys.all, 'reply'] as const, mutationFn: replyToText });
}

/** FundPlay's answer (to HELP, STOP …) lands in the mailbox too: the list refreshes at once. */
export function useReplyToText() {
  const queryClient = useQueryClient();
  return useMutation({
    ...replyToTextMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}
