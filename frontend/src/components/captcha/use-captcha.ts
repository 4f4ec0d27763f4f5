import { identityMessages } from '@fundplay/contracts';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCaptchaEnabled } from './captcha-enabled';

/**
 * The captcha of a public form (sign-up, support): shown when the server has captcha on (or once it asked for one), solved
 * before submitting, and replaced by a fresh widget when the server refuses a solution.
 */
export function useCaptcha() {
  const { data: serverWantsCaptcha = false } = useCaptchaEnabled();
  const [askedByServer, setAskedByServer] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const enabled = serverWantsCaptcha || askedByServer;

  /** False (and says so under the widget) when a solution is needed but missing. */
  const checkSolved = useCallback(() => {
    if (!enabled || payload) return true;
    setError(identityMessages.captchaRequired);
    return false;
  }, [enabled, payload]);

  /** True when the server refused the request for its captcha; the widget then starts over. */
  const handleRefusal = useCallback((caught: unknown) => {
    const [message] = caught instanceof ApiError ? (caught.fieldErrors.captcha ?? []) : [];
    if (!message) return false;
    setAskedByServer(true);
    setPayload(null);
    setError(message);
    setAttempt((count) => count + 1);
    return true;
  }, []);

  /** After an accepted request: a solution is good for one request, so a fresh widget is mounted. */
  const reset = useCallback(() => {
    setPayload(null);
    setError(undefined);
    setAttempt((count) => count + 1);
  }, []);

  const onChange = useCallback((next: string | null) => {
    setPayload(next);
    if (next) setError(undefined);
  }, []);

  return {
    enabled,
    payload: payload ?? undefined,
    checkSolved,
    handleRefusal,
    reset,
    /** A new key mounts a fresh widget. */
    widgetKey: attempt,
    widgetProps: { onChange, error },
  };
}
