import { moneyRouteTable, type PaymentStatus } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/payments/status: whether FundPlay has recorded the payment (from Stripe's signed webhook). */
export async function getPaymentStatus(paymentIntentId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return (await call(moneyRouteTable.paymentStatus, { query: { paymentIntentId }, signal })).data;
}

const pollEveryMs = 1000;

export function paymentStatusQueryOptions(paymentIntentId: string) {
  return queryOptions({
    queryKey: ['payments', 'status', paymentIntentId] as const,
    queryFn: ({ signal }) => getPaymentStatus(paymentIntentId, signal),
    staleTime: 0,
    // Asked again until the webhook has been fulfilled (or after a failed poll); then the answer stays.
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.error ? pollEveryMs : false),
    // A failed poll is simply asked again at the next interval.
    retry: false,
  });
}

/** Polls the payment's status while `enabled` (after the card was confirmed) until it is no longer pending. */
export function usePaymentStatus(paymentIntentId: string, enabled: boolean) {
  return useQuery({ ...paymentStatusQueryOptions(paymentIntentId), enabled });
}
