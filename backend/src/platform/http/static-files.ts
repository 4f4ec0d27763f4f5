import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from './api-exception.filter';

/** Where the built SPA and games live: found through the workspace links, wherever the repo is. */
export function staticRoots() {
  return {
    frontend: join(dirname(require.resolve('@fundplay/frontend/package.json')), 'dist'),
    games: join(dirname(require.resolve('@fundplay/game-sdk/package.json')), '..', 'dist'),
  };
}

const serverPrefixes = ['/api/', '/api?', '/embed/', '/socket.io/'];

/**
 * Serves the built frontend at / and the games at /embed/<slug>/, so one port serves everything.
 * Returns the SPA fallback: unknown page paths get index.html and the client router shows them (or its 404).
 */
export async function serveStaticFiles(app: NestFastifyApplication): Promise<SpaFallback> {
  const roots = staticRoots();
  const fastify = app.getHttpAdapter().getInstance();
  const hasFrontend = existsSync(join(roots.frontend, 'index.html'));
  if (hasFrontend) {
    await fastify.register(fastifyStatic, {
      root: roots.frontend,
      prefix: '/',
      index: ['index.html'],
      setHeaders: (res, path) => {
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (existsSync(roots.games)) {
    await fastify.register(fastifyStatic, {
      root: roots.games,
      prefix: '/embed/',
      decorateReply: !hasFrontend,
      setHeaders: (res) => res.header('cache-control', 'no-cache'),
    });
  }
  return (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      hasFrontend &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !serverPrefixes.some((prefix) => request.url === prefix.slice(0, -1) || request.url.startsWith(prefix)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html', roots.frontend);
    return true;
  };
}
