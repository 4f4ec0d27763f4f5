import { siteRouteTable, type NewsletterSignup } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The server's confirmation sentence, shown to the visitor as is. */
export interface NewsletterSubscribed {
  message: string;
}

export function subscribeToNewsletter(signup: NewsletterSignup): Promise<NewsletterSubscribed> {
  return call(siteRouteTable.newsletter, { body: signup });
}

export function subscribeToNewsletterMutationOptions() {
  return mutationOptions({
    mutationKey: ['site', 'newsletter'] as const,
    mutationFn: subscribeToNewsletter,
  });
}

export function useSubscribeToNewsletter() {
  return useMutation(subscribeToNewsletterMutationOptions());
}
