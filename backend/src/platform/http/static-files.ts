import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from './api-exception.filter';

export interface StaticRoots {
  /** The built SPA: index.html and hashed files under assets/. */
  frontend: string;
  /** The built games: <slug>/index.html and hashed files under <slug>/assets/. */
  games: string;
}

/** Where the built SPA and games live: found through the workspace links, wherever the repo is. */
export function staticRoots(): StaticRoots {
  return {
    frontend: join(dirname(require.resolve('@fundplay/frontend/package.json')), 'dist'),
    games: join(dirname(require.resolve('@fundplay/game-sdk/package.json')), '..', 'dist'),
  };
}

/** Paths the server answers itself; a missing one is a 404, never the SPA. Hashed assets are files or nothing. */
const notPagePrefixes = ['/api/', '/api?', '/embed/', '/embed?', '/socket.io/', '/assets/'];

export function isPagePath(url: string): boolean {
  return !notPagePrefixes.some((prefix) => url === prefix.slice(0, -1) || url.startsWith(prefix));
}

/** Build tools put a content hash in every file name under assets/: such a URL never changes meaning. */
function cacheControlFor(root: string, path: string): string {
  return relative(root, path).split(sep).slice(0, -1).includes('assets')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * Serves the built frontend at / and the games at /embed/<slug>/, so one port serves everything. The builds
 * put .br and .gz files beside the originals; they are sent to browsers that accept them (preCompressed).
 * Returns the SPA fallback: unknown page paths get index.html and the client router shows them (or its 404).
 */
export async function serveStaticFiles(
  app: NestFastifyApplication,
  roots: StaticRoots = staticRoots(),
): Promise<SpaFallback> {
  const fastify = app.getHttpAdapter().getInstance();
  const hasFrontend = existsSync(join(roots.frontend, 'index.html'));
  if (hasFrontend) {
    await fastify.register(fastifyStatic, {
      root: roots.frontend,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (res, path) => void res.header('cache-control', cacheControlFor(roots.frontend, path)),
    });
  }
  if (existsSync(roots.games)) {
    await fastify.register(fastifyStatic, {
      root: roots.games,
      prefix: '/embed/',
      decorateReply: !hasFrontend,
      preCompressed: true,
      setHeaders: (res, path) => void res.header('cache-control', cacheControlFor(roots.games, path)),
    });
  }
  // Like the usual history-fallback middleware, whatever the Accept header says: curl sends */*.
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasFrontend || (request.method !== 'GET' && request.method !== 'HEAD') || !isPagePath(request.url)) {
      return false;
    }
    void reply.header('cache-control', 'no-cache').sendFile('index.html', roots.frontend);
    return true;
  };
}
