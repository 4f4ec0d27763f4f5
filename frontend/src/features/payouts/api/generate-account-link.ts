import { moneyRouteTable, type AccountLinkRequest, type ApiResponse } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** An onboarding link at the provider for one account; the provider sends the person back to `returnUrl`. */
export function generateAccountLink(request: AccountLinkRequest): Promise<ApiResponse<{ url: string }>> {
  return call(moneyRouteTable.generateAccountLink, { body: request });
}

export function generateAccountLinkMutationOptions() {
  return mutationOptions({ mutationKey: ['payouts', 'account-link'] as const, mutationFn: generateAccountLink });
}

/** Nothing to invalidate: the page is left for the provider's onboarding and loads afresh on return. */
export function useGenerateAccountLink() {
  return useMutation(generateAccountLinkMutationOptions());
}
