import { moneyRouteTable, type ApiResponse, type ManualDonationRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraisersQueryOptions } from './get-admin-fundraisers';
import { fundraiserKeys } from './fundraiser-keys';

/** Records money given outside the card flow, credited to a participant (spec §7 addManualDonation). */
export function addManualDonation(request: ManualDonationRequest): Promise<ApiResponse<{ manualDonationId: string }>> {
  return call(moneyRouteTable.addManualDonation, { body: request });
}

export function addManualDonationMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'manual-donation'] as const, mutationFn: addManualDonation });
}

/** The totals and the donations list change (the live push would say so too; this tab need not wait for it). */
export function useAddManualDonation(fundraiserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...addManualDonationMutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboard(fundraiserId) }),
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.donations(fundraiserId) }),
        queryClient.invalidateQueries({ queryKey: adminFundraisersQueryOptions().queryKey }),
      ]),
  });
}
