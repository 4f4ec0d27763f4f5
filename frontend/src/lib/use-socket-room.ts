import { useEffect } from 'react';
import { getSocket } from './socket';
import { joinRoom } from './socket-rooms';

/** Keeps this tab in a Socket.IO room (e.g. `site`, `fundraiser:<id>`) while the component is mounted. */
export function useSocketRoom(room: string): void {
  useEffect(() => joinRoom(getSocket(), room), [room]);
}
