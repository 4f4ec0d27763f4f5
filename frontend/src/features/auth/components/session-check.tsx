import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { useMe } from '../api/get-me';
import { useSession } from '../hooks/use-session';
import { clearSessionAtom, sessionUserAtom } from '../states/session';

/**
 * Validates a stored session when the app starts: the server's view of the person replaces the stored copy
 * (e.g. a secondary admin approved meanwhile), and a token it no longer accepts signs the browser out.
 */
export function SessionCheck() {
  const { token } = useSession();
  const me = useMe(token);
  const setUser = useSetAtom(sessionUserAtom);
  const clearSession = useSetAtom(clearSessionAtom);

  useEffect(() => {
    if (me.data) setUser(me.data);
  }, [me.data, setUser]);

  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status === 401) clearSession();
  }, [me.error, clearSession]);

  return null;
}
