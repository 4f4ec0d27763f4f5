import { Gauge } from 'prom-client';
import type { Server } from 'socket.io';
import { processMetrics } from './process-metrics';

const connectedSockets = new Gauge({
  name: 'fundplay_socket_connections',
  help: 'Socket.IO clients connected to this API process',
  registers: [processMetrics],
});

/** Keeps the connected-sockets gauge in step with `server`'s connections. */
export function countSockets(server: Server): void {
  server.on('connection', (socket) => {
    connectedSockets.inc();
    socket.once('disconnect', () => connectedSockets.dec());
  });
}
