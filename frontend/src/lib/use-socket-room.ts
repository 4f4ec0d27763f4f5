import { useEffect } from 'react';
import { joinRoom } from './socket-rooms';
import { loadSocket } from './socket-loader';

/**
 * Keeps this tab in a Socket.IO room (e.g. `site`, `fundraiser:<id>`) while the component is mounted, from the
 * moment the Socket.IO client has loaded; an empty name (the room is not known yet) joins nothing.
 */
export function useSocketRoom(room: string): void {
  useEffect(() => {
    if (!room) return undefined;
    let unmounted = false;
    let leave: (() => void) | undefined;
    loadSocket().then(
      (socket) => {
        if (!unmounted) leave = joinRoom(socket, room);
      },
      // Without the client the page works as before, only without live updates.
      () => undefined,
    );
    return () => {
      unmounted = true;
      leave?.();
    };
  }, [room]);
}
