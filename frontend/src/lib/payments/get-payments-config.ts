import { layoutRouteTable, type PaymentsConfig } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/payments/config: how this FundPlay takes cards, the token price and the platform fee. */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  // The schema-free entry: the donation page reads the fee on its first load.
  return (await call(layoutRouteTable.paymentsConfig, { signal })).data;
}

export const paymentsConfigQueryKey = ['payments', 'config'] as const;

export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentsConfigQueryKey,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    // Server configuration: it changes with a deploy, not while a page is open.
    staleTime: Infinity,
  });
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
