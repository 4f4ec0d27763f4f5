import { useEffect } from 'react';
import { getSocket } from './socket';
import { joinRoom } from './socket-rooms';

/**
 * Keeps this tab in a Socket.IO room (e.g. `site`, `fundraiser:<id>`) while the component is mounted;
 * an empty name (the room is not known yet) joins nothing.
 */
export function useSocketRoom(room: string): void {
  useEffect(() => (room ? joinRoom(getSocket(), room) : undefined), [room]);
}
