import { useEffect, useState } from 'react';

/** The current time, refreshed every minute: enough for "5 minutes ago", "3 days left" and a start countdown. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
