import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now: `preferred` when free, else one the OS picks. */
export async function freePort(preferred?: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(chosen));
      });
    });
  if (preferred !== undefined) {
    const port = await tryListen(preferred);
    if (port !== null) return port;
  }
  const port = await tryListen(0);
  if (port === null) throw new Error('No free TCP port on 127.0.0.1');
  return port;
}
