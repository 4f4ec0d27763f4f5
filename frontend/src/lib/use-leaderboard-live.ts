import { useRef } from 'react';
import { useSocketEvent } from './use-socket-event';
import { useSocketRoom } from './use-socket-room';

/** The Socket.IO room where the server announces a game's board changes in one fundraiser. */
export function leaderboardRoom(fundraiserId: string, gameId: string): string {
  return `leaderboard:${fundraiserId}:${gameId}`;
}

/**
 * Calls `onNewer` when the server says the game's board in the fundraiser moved past `shownVersion` (the version
 * the page shows), and after a reconnect, when pushes may have been missed. Pushes carry only a version: the caller
 * refetches over HTTP. An empty id joins nothing.
 */
export function useLeaderboardLive(
  fundraiserId: string | undefined,
  gameId: string | undefined,
  shownVersion: number | undefined,
  onNewer: () => void,
): void {
  // The newest version announced, so one push is acted on once even before the refetch lands.
  const announced = useRef(0);
  useSocketRoom(fundraiserId && gameId ? leaderboardRoom(fundraiserId, gameId) : '');
  useSocketEvent(
    'leaderboard:changed',
    (payload) => {
      if (!fundraiserId || payload.fundraiserId !== fundraiserId || payload.gameId !== gameId) return;
      if (payload.version <= Math.max(shownVersion ?? -1, announced.current)) return;
      announced.current = payload.version;
      onNewer();
    },
    () => {
      if (fundraiserId && gameId) onNewer();
    },
  );
}
