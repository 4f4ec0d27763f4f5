import type { ServerToClientEvents } from '@fundplay/contracts';
import { useEffect, useRef } from 'react';
import { getSocket } from './socket';

type EventName = keyof ServerToClientEvents;

/**
 * Runs `onEvent` for every `event` the server pushes, and `onReconnect` after the connection comes
 * back (events sent while offline are lost: callers refetch instead).
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
    const socket = getSocket();
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (handlers.current.onEvent as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    const reconnected = () => handlers.current.onReconnect?.();
    socket.on(event, listener as never);
    socket.io.on('reconnect', reconnected);
    return () => {
      socket.off(event, listener as never);
      socket.io.off('reconnect', reconnected);
    };
  }, [event]);
}
