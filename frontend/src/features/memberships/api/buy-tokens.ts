import { moneyRouteTable, type BuyTokensRequest, type PaymentIntentStart } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/authRoutes/buyTokens: a PaymentIntent for `amount` tokens, to confirm with the card form. */
export async function buyTokens(body: BuyTokensRequest): Promise<PaymentIntentStart> {
  return (await call(moneyRouteTable.buyTokens, { body })).data;
}

export function buyTokensMutationOptions() {
  return mutationOptions({ mutationKey: ['memberships', 'buy-tokens'] as const, mutationFn: buyTokens });
}

/**
 * Starts a purchase. The tokens arrive once the signed webhook is fulfilled, so the caller refetches its dashboard
 * after the payment is recorded, not here.
 */
export function useBuyTokens() {
  return useMutation(buyTokensMutationOptions());
}
