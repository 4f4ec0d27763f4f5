/**
 * A tiny static server for the built games (games/dist) plus the e2e host page, so Playwright
 * and the benchmarks load the pages exactly as built: `tsx games/e2e/static-server.ts`
 * (port from GAMES_E2E_PORT, default 4510).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const hostPage = fileURLToPath(new URL('./host-page.html', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

export const E2E_HOST_PATH = '/e2e-host.html';

export function gamesE2ePort(): number {
  return Number(process.env.GAMES_E2E_PORT ?? 4510);
}

export function startStaticServer(port = gamesE2ePort()): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = path === E2E_HOST_PATH ? hostPage : normalize(join(distDir, path));
    if (file !== hostPage && !file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  startStaticServer()
    .then(() => console.log(`games on http://127.0.0.1:${gamesE2ePort()}/`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
