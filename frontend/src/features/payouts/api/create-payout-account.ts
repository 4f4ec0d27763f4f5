import {
  moneyRouteTable,
  type ApiResponse,
  type CreatePayoutAccountRequest,
  type PayoutAccountRow,
} from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { payoutKeys } from './payout-keys';

/** Creates a connected account at the provider under a display name; onboarding comes next. */
export function createPayoutAccount(request: CreatePayoutAccountRequest): Promise<ApiResponse<PayoutAccountRow>> {
  return call(moneyRouteTable.createStripeAccount, { body: request });
}

export function createPayoutAccountMutationOptions() {
  return mutationOptions({ mutationKey: ['payouts', 'create'] as const, mutationFn: createPayoutAccount });
}

export function useCreatePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPayoutAccountMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.accounts() }),
  });
}
