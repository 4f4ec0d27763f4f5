import { apiRoutes } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function confirmNewsletterSubscription({
  token,
  signal,
}: {
  token: string;
  signal?: AbortSignal;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>(apiRoutes.site.newsletterConfirm, { token }, { signal });
}

/** Opening the emailed link confirms; the server answers a repeat the same way, but nothing here repeats it. */
export function confirmNewsletterSubscriptionQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['site', 'newsletter', 'confirm', token] as const,
    queryFn: ({ signal }) => confirmNewsletterSubscription({ token, signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useConfirmNewsletterSubscription(token: string) {
  return useQuery(confirmNewsletterSubscriptionQueryOptions(token));
}
