import type { IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AppConfig } from '../../config/app-config';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { SessionResolver } from '../auth/session-resolver.port';
import { Clock } from '../clock/clock';
import { clientAddressOf } from './client-address';
import { ConnectionsPerAddress, realtimeMessages } from './connections-per-address';
import { isRoomName, MAX_ROOMS_PER_SOCKET, mayJoinRoom, roomMessages } from './room-policy';
import { SocketEventBudget } from './socket-event-budget';

/** Longer than any token we issue; longer input is not worth a database lookup. */
const MAX_TOKEN_LENGTH = 2048;

interface SocketData {
  /** The session the handshake's `auth.token` belongs to; null for anonymous sockets. */
  user: AuthenticatedUser | null;
  /** The client's address as HTTP sees it (behind the trusted proxies), under which the socket is counted. */
  address: string;
}

type FundPlaySocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/**
 * The one Socket.IO gateway. The handshake is authenticated with the session token (`auth.token`), again on
 * every reconnection (skipMiddlewares: false); a socket without a live session is anonymous and may follow
 * public rooms only. Events are notifications carrying a version; the data itself is fetched over HTTP.
 * Each client address may hold a bounded number of sockets on this instance, and each socket a bounded rate of
 * events (AppConfig.realtime), so one client cannot crowd out the others or the HTTP requests sharing the event loop.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly connections: ConnectionsPerAddress;
  private readonly clientAddress: (request: IncomingMessage) => string;
  /** How to release a socket's place in its address's count, until it is released. */
  private readonly releases = new WeakMap<FundPlaySocket, () => void>();

  constructor(
    private readonly sessions: SessionResolver,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.connections = new ConnectionsPerAddress(config.realtime.connectionsPerAddress);
    this.clientAddress = clientAddressOf(config.trustProxy);
  }

  afterInit(server: Server) {
    // Counted before the session lookup, so a refused handshake costs no database query.
    server.use((socket: FundPlaySocket, next) => {
      if (this.admit(socket)) next();
      else next(new Error(realtimeMessages.tooManyConnections));
    });
    server.use((socket: FundPlaySocket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: unknown) => {
          this.logger.error({ err: error }, 'socket handshake failed');
          this.releases.get(socket)?.();
          next(new Error('The live connection is unavailable. Please try again.'));
        },
      );
    });
  }

  /** Counts the socket under its client address; false when that address already holds its share. */
  private admit(socket: FundPlaySocket): boolean {
    // A connection already gone would never report its close, and so never give its place back.
    if (socket.conn.readyState !== 'open') return false;
    const address = this.clientAddress(socket.request);
    const release = this.connections.admit(address);
    if (!release) return false;
    socket.data.address = address;
    this.releases.set(socket, release);
    // The engine connection closes however the socket ends: refused later, disconnected, or the client gone.
    socket.conn.once('close', release);
    socket.once('disconnect', release);
    return true;
  }

  handleConnection(socket: FundPlaySocket) {
    const { eventBudget, eventWindowSeconds } = this.config.realtime;
    const budget = new SocketEventBudget(eventBudget, eventWindowSeconds * 1000, this.clock.now().getTime());
    socket.use((_event, next) => {
      if (budget.spend(this.clock.now().getTime())) return next();
      // Not passed on and not acknowledged: the flood stops here, and the client does not reconnect by itself.
      this.logger.warn({ address: socket.data.address }, 'socket disconnected: it sent more events than its budget');
      socket.disconnect(true);
    });
  }

  private async authenticate(socket: FundPlaySocket) {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    socket.data.user =
      typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
        ? await this.sessions.resolve(token)
        : null;
  }

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: FundPlaySocket, @MessageBody() room: unknown) {
    if (!mayJoinRoom(room, socket.data.user ?? null)) return { ok: false, message: roomMessages.refused };
    if (socket.rooms.has(room)) return { ok: true };
    // socket.rooms also holds the socket's own id room.
    if (socket.rooms.size - 1 >= MAX_ROOMS_PER_SOCKET) return { ok: false, message: roomMessages.tooMany };
    await socket.join(room);
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: FundPlaySocket, @MessageBody() room: unknown) {
    if (isRoomName(room)) await socket.leave(room);
    return { ok: true };
  }
}
