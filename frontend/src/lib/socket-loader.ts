import type { FundPlaySocket } from './socket';

let socketModule: Promise<typeof import('./socket')> | undefined;

/** After the page's first render, once the browser has a quiet moment (or at the latest two seconds on). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * The tab's Socket.IO connection (see getSocket). The client library (~13 kB gzipped) is fetched on first use
 * when the browser is idle, so that live updates never hold up a page's first render; a failed download is
 * tried again by the next caller.
 */
export function loadSocket(): Promise<FundPlaySocket> {
  socketModule ??= whenIdle()
    .then(() => import('./socket'))
    .catch((error: unknown) => {
      socketModule = undefined;
      throw error;
    });
  return socketModule.then(({ getSocket }) => getSocket());
}
