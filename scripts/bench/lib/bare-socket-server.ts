/**
 * The baseline of scripts/bench/live-fanout.ts, run as a child process: a bare Socket.IO server (the version the
 * API uses, path /socket.io, no client bundle served) behind the same Redis adapter as the API (@socket.io/redis-
 * adapter), with nothing else: no Nest, no handshake authentication, no connection-state recovery, no room policy.
 * Clients `subscribe` to a room with an acknowledgement as they do with the API; `POST /broadcast` with
 * `{ room, event, payload }` emits to the room across every instance. It tells its parent its port over IPC and
 * exits when the parent goes.
 */
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

export interface BareServerStart {
  redisUrl: string;
  /** The adapter's Redis channel prefix, shared by the instances that should reach each other. */
  key: string;
}

function start({ redisUrl, key }: BareServerStart): void {
  const http = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/broadcast') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { room, event, payload } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        room: string;
        event: string;
        payload: unknown;
      };
      io.to(room).emit(event, payload);
      response.writeHead(204).end();
    });
  });
  const io = new Server(http, { path: '/socket.io', serveClient: false });
  const pub = new Redis(redisUrl);
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub, { key }));
  io.on('connection', (socket) => {
    socket.on('subscribe', async (room: unknown, ack?: (answer: { ok: boolean }) => void) => {
      if (typeof room === 'string') await socket.join(room);
      ack?.({ ok: typeof room === 'string' });
    });
  });
  http.listen(0, '127.0.0.1', () => {
    const address = http.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('disconnect', () => {
    void io.close();
    pub.disconnect();
    sub.disconnect();
    process.exit(0);
  });
}

process.once('message', (message: BareServerStart) => start(message));
