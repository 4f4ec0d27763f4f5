import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { SessionResolver } from '../auth/session-resolver.port';
import { isRoomName, MAX_ROOMS_PER_SOCKET, mayJoinRoom, roomMessages } from './room-policy';

/** Longer than any token we issue; longer input is not worth a database lookup. */
const MAX_TOKEN_LENGTH = 2048;

interface SocketData {
  /** The session the handshake's `auth.token` belongs to; null for anonymous sockets. */
  user: AuthenticatedUser | null;
}

type FundPlaySocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/**
 * The one Socket.IO gateway. The handshake is authenticated with the session token (`auth.token`), again on
 * every reconnection (skipMiddlewares: false); a socket without a live session is anonymous and may follow
 * public rooms only. Events are notifications carrying a version; the data itself is fetched over HTTP.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(private readonly sessions: SessionResolver) {}

  afterInit(server: Server) {
    server.use((socket: FundPlaySocket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: unknown) => {
          this.logger.error({ err: error }, 'socket handshake failed');
          next(new Error('The live connection is unavailable. Please try again.'));
        },
      );
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
