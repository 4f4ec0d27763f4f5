import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSocketEvent } from '@/lib/use-socket-event';
import { publicFiguresQueryKey } from '../api/get-public-figures';

/**
 * Keeps the public figures fresh: the server announces a new version on `site:figures`, and after a
 * reconnect we cannot know what was missed, so either way the figures are fetched again over HTTP.
 */
export function useLivePublicFigures(): void {
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: publicFiguresQueryKey }),
    [queryClient],
  );
  useSocketEvent('site:figures', refetch, refetch);
}
