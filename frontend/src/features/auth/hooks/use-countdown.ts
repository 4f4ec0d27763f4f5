import { useCallback, useEffect, useState } from 'react';

/** Whole seconds counting down to zero, e.g. until another code may be requested. */
export function useCountdown(initialSeconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const restart = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.ceil(seconds))), []);

  return { secondsLeft, restart };
}
