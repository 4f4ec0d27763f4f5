import { MessageBody, SubscribeMessage, WebSocketGateway, ConnectedSocket } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { mayJoinRoom } from './room-policy';

/**
 * The one Socket.IO gateway. Clients subscribe to rooms; every subscription is authorised.
 * Events are notifications carrying a version; the data itself is fetched over HTTP.
 */
@WebSocketGateway()
export class RealtimeGateway {
  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() room: unknown) {
    if (!mayJoinRoom(room)) return { ok: false, message: 'You cannot subscribe to that room' };
    await socket.join(room);
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() room: unknown) {
    if (typeof room === 'string') await socket.leave(room);
    return { ok: true };
  }
}
