import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { storageKeys } from '@/lib/storage-keys';
import { notify } from '@/lib/toast';
import { fundTokenAtom } from '../states/session';

/** Signs out (spec §4): forgets the token and user details and cached data, goes home, says so. */
export function useLogout(): () => void {
  const setFundToken = useSetAtom(fundTokenAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(() => {
    setFundToken(null);
    window.localStorage.removeItem(storageKeys.userDetails);
    queryClient.clear();
    void navigate(paths.home);
    notify.success('You logged out!');
  }, [navigate, queryClient, setFundToken]);
}
