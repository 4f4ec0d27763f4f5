import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from './api-exception.filter';
import { PageHeads, withPageHead } from './page-head';

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
  fastify.get('/robots.txt', (_request, reply) => {
    void reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return reply.send(robotsTxt);
  });
  const pageHeads = pageHeadsOf(app);
  let indexHtml: Promise<string> | undefined;
  // Like the usual history-fallback middleware, whatever the Accept header says: curl sends */*.
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasFrontend || (request.method !== 'GET' && request.method !== 'HEAD') || !isPagePath(request.url)) {
      return false;
    }
    const sendIndex = () => void reply.header('cache-control', 'no-cache').sendFile('index.html', roots.frontend);
    const heads = pageHeads();
    if (!heads) {
      sendIndex();
      return true;
    }
    // A campaign address gets index.html with its own title and link-preview tags, for every user agent alike;
    // any other page, or a failure to read, gets the file as it is built.
    void (async () => {
      const head = await heads.headFor(pathOf(request.url));
      if (!head) return sendIndex();
      indexHtml ??= readFile(join(roots.frontend, 'index.html'), 'utf8');
      const html = withPageHead(await indexHtml, head);
      await reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    })().catch((error: unknown) => {
      request.log.warn({ err: error, url: request.url }, 'page head failed; serving the plain index.html');
      indexHtml = undefined;
      if (!reply.sent) sendIndex();
    });
    return true;
  };
}

/** The path of a request URL, percent-decoded, without its query; the raw path when it does not decode. */
function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The module that provides PageHeads, looked up at the first request (after every module started), if any. */
function pageHeadsOf(app: NestFastifyApplication): () => PageHeads | undefined {
  let found: PageHeads | null | undefined;
  return () => {
    if (found === undefined) {
      try {
        found = app.get(PageHeads, { strict: false });
      } catch {
        found = null;
      }
    }
    return found ?? undefined;
  };
}

/**
 * Crawlers may read the public pages (home, campaign pages, `/f/…`, `/live/…`, games); not the API, the signed-in
 * dashboards, or the dev tools.
 */
export const robotsTxt = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /admin/',
  'Disallow: /participant/',
  'Disallow: /teammember/',
  'Disallow: /dev/',
  '',
].join('\n');
