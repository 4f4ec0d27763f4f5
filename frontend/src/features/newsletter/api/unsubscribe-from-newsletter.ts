import { apiRoutes } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function unsubscribeFromNewsletter({
  token,
  signal,
}: {
  token: string;
  signal?: AbortSignal;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>(apiRoutes.site.newsletterUnsubscribe, { token }, { signal });
}

/** One click from the email unsubscribes: the page asks the server as it opens (the server is idempotent). */
export function unsubscribeFromNewsletterQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['site', 'newsletter', 'unsubscribe', token] as const,
    queryFn: ({ signal }) => unsubscribeFromNewsletter({ token, signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useUnsubscribeFromNewsletter(token: string) {
  return useQuery(unsubscribeFromNewsletterQueryOptions(token));
}
