import { moneyRouteTable, type PaymentStatus } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { ConfirmOutcome } from './payment-outcome';

/** GET /api/payments/status: whether FundPlay has recorded the payment (from Stripe's signed webhook). */
export async function getPaymentStatus(paymentIntentId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return (await call(moneyRouteTable.paymentStatus, { query: { paymentIntentId }, signal })).data;
}

const pollEveryMs = 1000;

/**
 * Whether FundPlay's record is its answer about the payment the provider just confirmed as `confirmed`. A record
 * is `failed` from the last attempt FundPlay heard of: after a declined card, the decline's webhook may be all it
 * has heard when the next card goes through. A card the provider charged (`succeeded`) cannot fail afterwards, so
 * for it `failed` is the earlier attempt's and the success is still to be recorded; for a payment still
 * processing, `failed` means it failed.
 */
export function recordAnswers(recorded: PaymentStatus['status'], confirmed: ConfirmOutcome['kind']): boolean {
  if (recorded === 'pending') return false;
  return recorded !== 'failed' || confirmed !== 'succeeded';
}

/** The payment's status, asked again every second until `answered` (by default: no longer pending). */
export function paymentStatusQueryOptions(
  paymentIntentId: string,
  answered: (status: PaymentStatus['status']) => boolean = (status) => status !== 'pending',
) {
  return queryOptions({
    queryKey: ['payments', 'status', paymentIntentId] as const,
    queryFn: ({ signal }) => getPaymentStatus(paymentIntentId, signal),
    staleTime: 0,
    // Asked again until the webhook has been fulfilled (or after a failed poll); then the answer stays.
    refetchInterval: (query) =>
      query.state.error || (query.state.data && !answered(query.state.data.status)) ? pollEveryMs : false,
    // A failed poll is simply asked again at the next interval.
    retry: false,
  });
}

/**
 * Polls the payment's status once the card was confirmed (`confirmed`, null before), until FundPlay's record
 * answers for that confirmation (see `recordAnswers`).
 */
export function usePaymentStatus(paymentIntentId: string, confirmed: ConfirmOutcome['kind'] | null) {
  return useQuery({
    ...paymentStatusQueryOptions(paymentIntentId, (status) => confirmed !== null && recordAnswers(status, confirmed)),
    enabled: paymentIntentId !== '' && confirmed !== null,
  });
}
