import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { logOut } from '../api/log-out';
import { clearSessionAtom, loggedOutAtom } from '../states/session';

/**
 * Signs out (spec §4): asks the server to end the session (best effort: a dead network must not keep anyone
 * signed in), forgets the token, user details and cached data, goes home and says so.
 */
export function useLogout(): () => Promise<void> {
  const clearSession = useSetAtom(clearSessionAtom);
  const setLoggedOut = useSetAtom(loggedOutAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    await logOut().catch(() => undefined);
    setLoggedOut(true);
    await navigate(paths.home);
    clearSession();
    queryClient.clear();
    notify.success('You logged out!');
  }, [clearSession, navigate, queryClient, setLoggedOut]);
}
