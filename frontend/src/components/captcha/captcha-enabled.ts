import { identityRoutes } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * Whether the server wants a captcha: it answers the challenge URL when captcha is on and 404 when it is off.
 * Any other failure counts as on, so the server's own check still decides.
 */
export async function isCaptchaEnabled({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    await api.get<unknown>(identityRoutes.captchaChallenge, { signal });
    return true;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) return false;
    return true;
  }
}

export function captchaEnabledQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'enabled'] as const,
    queryFn: ({ signal }) => isCaptchaEnabled({ signal }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useCaptchaEnabled() {
  return useQuery(captchaEnabledQueryOptions());
}
