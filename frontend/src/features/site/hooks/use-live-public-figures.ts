import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSocketEvent } from '@/lib/use-socket-event';
import { useSocketRoom } from '@/lib/use-socket-room';
import { publicFiguresQueryKey } from '../api/get-public-figures';

/** The public room where the server announces site-wide changes. */
const siteRoom = 'site';

/**
 * Keeps the public figures fresh: the server announces a new version on `site:figures` in the `site`
 * room, and after a reconnect we cannot know what was missed, so either way the figures are fetched
 * again over HTTP.
 */
export function useLivePublicFigures(): void {
  useSocketRoom(siteRoom);
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: publicFiguresQueryKey }),
    [queryClient],
  );
  useSocketEvent('site:figures', refetch, refetch);
}
