import { moneyRouteTable, type ApiResponse, type UpdateFundraiserStripeRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraisersQueryOptions } from './get-admin-fundraisers';
import { fundraiserKeys } from './fundraiser-keys';

/** Links a verified payout account of the caller's to the fundraiser (spec §7 updateFundRaisingStripe). */
export function updateFundraiserStripe(
  request: UpdateFundraiserStripeRequest,
): Promise<ApiResponse<{ fundRaisingId: string; fundRaisingStripe: string }>> {
  return call(moneyRouteTable.updateFundRaisingStripe, { body: request });
}

export function updateFundraiserStripeMutationOptions() {
  return mutationOptions({
    mutationKey: ['fundraisers', 'payout-account'] as const,
    mutationFn: updateFundraiserStripe,
  });
}

/** The status (and whether donations open) depends on the linked accounts: the dashboard and the list refetch. */
export function useUpdateFundraiserStripe() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFundraiserStripeMutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboards() }),
        queryClient.invalidateQueries({ queryKey: adminFundraisersQueryOptions().queryKey }),
      ]),
  });
}
