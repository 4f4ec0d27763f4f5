import { moneyRouteTable, type ApiResponse } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { payoutKeys } from './payout-keys';

/**
 * Deletes a payout account (by the provider's id). Refused with 409 while a fundraiser or group that has not ended
 * uses it; the refusal's `data.fundRaisers` names them (see `dependenciesOf`).
 */
export function deletePayoutAccount({ stripeId }: { stripeId: string }): Promise<ApiResponse<null>> {
  return call(moneyRouteTable.deleteStripeAccount, { query: { stripeId } });
}

export function deletePayoutAccountMutationOptions() {
  return mutationOptions({ mutationKey: ['payouts', 'delete'] as const, mutationFn: deletePayoutAccount });
}

export function useDeletePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePayoutAccountMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.accounts() }),
  });
}
