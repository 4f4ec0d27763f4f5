import type { ClientToServerEvents, ServerToClientEvents } from '@fundplay/contracts';
import { io, type Socket } from 'socket.io-client';
import { readFundToken } from './storage-keys';

export type FundPlaySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: FundPlaySocket | undefined;

/**
 * The one Socket.IO connection of this tab, opened on first use. The handshake sends the current
 * session token each time it (re)connects, so signing in or out needs no new socket.
 */
export function getSocket(): FundPlaySocket {
  socket ??= io({
    auth: (send) => send({ token: readFundToken() }),
  });
  return socket;
}
