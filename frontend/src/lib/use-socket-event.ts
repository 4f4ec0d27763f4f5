import type { ServerToClientEvents } from '@fundplay/contracts';
import { useEffect, useRef } from 'react';
import { loadSocket } from './socket-loader';

type EventName = keyof ServerToClientEvents;

/**
 * Runs `onEvent` for every `event` the server pushes, and `onReconnect` after the connection comes
 * back (events sent while offline are lost: callers refetch instead). Listening starts once the Socket.IO
 * client has loaded, after the first render.
 */
export function useSocketEvent<E extends EventName>(
  event: E,
  onEvent: ServerToClientEvents[E],
  onReconnect?: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (handlers.current.onEvent as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    const reconnected = () => handlers.current.onReconnect?.();
    loadSocket().then(
      (socket) => {
        if (unmounted) return;
        socket.on(event, listener as never);
        socket.io.on('reconnect', reconnected);
        stop = () => {
          socket.off(event, listener as never);
          socket.io.off('reconnect', reconnected);
        };
      },
      // Without the client the page works as before, only without live updates.
      () => undefined,
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [event]);
}
