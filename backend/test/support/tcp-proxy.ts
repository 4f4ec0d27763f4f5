import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A loopback TCP proxy to a service that a test can take away and bring back, leaving the service itself alone. */
export interface CuttableProxy {
  /** host:port clients connect to. */
  readonly host: string;
  readonly port: number;
  /** Drops every connection and refuses new ones, as if the service had stopped. */
  cut(): Promise<void>;
  /**
   * Swallows what either side sends, on open connections and new ones, as if the network had lost its route: nothing
   * is refused, nothing answers.
   */
  hang(): void;
  /** Drops every open connection but keeps accepting new ones (which, while hung, are never answered). */
  dropConnections(): void;
  /** Accepts and forwards again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  let hung = false;
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        open.add(client);
        client.on('close', () => open.delete(client));
        client.on('error', () => client.destroy());
        if (hung) return;
        const upstream = createConnection(target);
        open.add(upstream);
        upstream.on('close', () => open.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.on('data', (chunk) => {
          if (!hung) upstream.write(chunk);
        });
        upstream.on('data', (chunk) => {
          if (!hung) client.write(chunk);
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    cut: stop,
    hang() {
      hung = true;
    },
    dropConnections() {
      for (const socket of open) socket.destroy();
    },
    async restore() {
      hung = false;
      if (!server) await listen();
    },
    close: stop,
  };
}
