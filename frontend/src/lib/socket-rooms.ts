import type { FundPlaySocket } from './socket';

/** How many mounted components want each room; the room is left when the last one unmounts. */
const roomUsers = new Map<string, number>();
const preparedSockets = new WeakSet<FundPlaySocket>();

function subscribe(socket: FundPlaySocket, room: string): void {
  socket.emit('subscribe', room, (result) => {
    if (!result.ok && import.meta.env.DEV) {
      console.warn(`Could not join the "${room}" room: ${result.message ?? 'refused'}`);
    }
  });
}

/**
 * Joins `room` on `socket` and returns how to leave it. Rooms are joined again after a reconnect the
 * server could not recover, because a fresh connection starts in no room at all.
 */
export function joinRoom(socket: FundPlaySocket, room: string): () => void {
  if (!preparedSockets.has(socket)) {
    preparedSockets.add(socket);
    socket.on('connect', () => {
      if (socket.recovered) return;
      for (const joined of roomUsers.keys()) subscribe(socket, joined);
    });
  }

  const users = roomUsers.get(room) ?? 0;
  roomUsers.set(room, users + 1);
  // Before the first connection the 'connect' handler above does the joining.
  if (users === 0 && socket.connected) subscribe(socket, room);

  let left = false;
  return () => {
    if (left) return;
    left = true;
    const remaining = (roomUsers.get(room) ?? 1) - 1;
    if (remaining > 0) {
      roomUsers.set(room, remaining);
      return;
    }
    roomUsers.delete(room);
    if (socket.connected) socket.emit('unsubscribe', room);
  };
}
