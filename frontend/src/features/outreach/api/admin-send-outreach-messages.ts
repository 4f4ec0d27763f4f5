import { outreachRouteTable, type AdminSendOutreachRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './outreach-keys';

/** POST /api/adminRoutes/sendOutreachMessages: an administrator messages the fundraiser's participants or team members. */
export async function adminSendOutreachMessages(body: AdminSendOutreachRequest) {
  return (await call(outreachRouteTable.adminSendOutreachMessages, { body })).data;
}

export function adminSendOutreachMessagesMutationOptions() {
  return mutationOptions({
    mutationKey: [...outreachKeys.all, 'admin-send'] as const,
    mutationFn: adminSendOutreachMessages,
  });
}

/** The report lists what administrators sent: it refreshes with the new messages. */
export function useAdminSendOutreachMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    ...adminSendOutreachMessagesMutationOptions(),
    onSuccess: (_result, request) =>
      queryClient.invalidateQueries({ queryKey: outreachKeys.report(request.fundRaiserId) }),
  });
}
