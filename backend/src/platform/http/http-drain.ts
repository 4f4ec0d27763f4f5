import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

interface Connection {
  /** Requests on this socket whose response has not finished. */
  inFlight: number;
  /** When the last response finished (or the socket connected). */
  idleSince: number;
}

/**
 * Graceful HTTP shutdown for keep-alive clients. Node's own server.close() destroys every connection that is
 * idle at that instant, including ones whose next request is already in the kernel's buffer: those clients see
 * a reset. Draining instead stops accepting, answers every request that still arrives on an open connection
 * with `Connection: close`, and closes a connection only once it has been quiet for `quietMs`.
 */
export class HttpDrain {
  private readonly connections = new Map<Socket, Connection>();
  private readonly responses = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { inFlight: 0, idleSince: Date.now() });
      socket.once('close', () => this.connections.delete(socket));
    });
    // A websocket is no longer HTTP: Socket.IO closes it when the application closes.
    server.on('upgrade', (request: IncomingMessage) => this.connections.delete(request.socket));
    // First in line, so the header is set before any handler can send.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) =>
      this.track(request, response),
    );
  }

  get isDraining(): boolean {
    return this.draining;
  }

  private track(request: IncomingMessage, response: ServerResponse) {
    const connection = this.connections.get(request.socket);
    if (connection) connection.inFlight++;
    this.responses.add(response);
    if (this.draining) this.closeAfter(response);
    response.once('close', () => {
      this.responses.delete(response);
      if (!connection) return;
      connection.inFlight--;
      connection.idleSince = Date.now();
    });
  }

  private closeAfter(response: ServerResponse) {
    if (!response.headersSent) response.setHeader('connection', 'close');
  }

  /** Resolves once every connection is closed; `timeoutMs` bounds the wait (then the rest are destroyed). */
  async drain({ quietMs = 500, timeoutMs = 10_000 } = {}): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    for (const response of this.responses) this.closeAfter(response);
    // Stop accepting without http.Server.close(), which would also destroy "idle" connections at once.
    if (this.server.listening) NetServer.prototype.close.call(this.server);
    const deadline = Date.now() + timeoutMs;
    while (this.connections.size > 0) {
      const now = Date.now();
      for (const [socket, connection] of this.connections) {
        if (now >= deadline || (connection.inFlight === 0 && now - connection.idleSince >= quietMs)) socket.destroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
