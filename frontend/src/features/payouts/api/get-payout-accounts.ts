import { moneyRouteTable, type ApiResponse, type PayoutAccountRow } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { payoutKeys } from './payout-keys';

export function getPayoutAccounts({ signal }: { signal?: AbortSignal } = {}): Promise<ApiResponse<PayoutAccountRow[]>> {
  return call(moneyRouteTable.getAllAccounts, { signal });
}

/** The caller's payout (Stripe) accounts: 'My Accounts' (spec §2). */
export function payoutAccountsQueryOptions() {
  return queryOptions({
    queryKey: payoutKeys.accounts(),
    queryFn: ({ signal }) => getPayoutAccounts({ signal }),
    select: ({ data }) => data,
  });
}

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}
