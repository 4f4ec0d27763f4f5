import { identityRoutes, isCaptchaSwitchedOff, type CaptchaChallenge } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * Whether the server wants a captcha: its challenge URL answers a challenge when captcha is on and
 * `{ enabled: false }` when it is off (a 404, as older servers answered, counts as off too). Any other failure
 * counts as on, so the server's own check still decides.
 */
export async function isCaptchaEnabled({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    return !isCaptchaSwitchedOff(await api.get<CaptchaChallenge>(identityRoutes.captchaChallenge, { signal }));
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
