import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { registerDocumentReads } from './modules/views/document-reads/document-reads';
import { closeOnSignals, loadConfigOrExit, migrateDatabase } from './boot';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { HttpDrain } from './platform/http/http-drain';
import { REQUEST_ID_HEADER, requestIdOf } from './platform/http/request-id';
import { registerFormBodies } from './platform/http/form-body';
import { keptRawBody } from './platform/http/raw-body';
import { registerRouteBodyLimits } from './platform/http/route-body-limits';
import { registerSecurityHeaders } from './platform/http/security-headers';
import type { StaticRoots } from './platform/http/static-files';
import { registerTextGuard } from './platform/http/text-guard';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter';
import { registerWebhookEndpoint, sandboxWebhookBaseUrl } from './platform/payments/webhook-endpoint';
import { registerMultipart } from './platform/storage/multipart-form';
import { registerMetricsEndpoint } from './platform/metrics/metrics-endpoint';

/**
 * Largest JSON body accepted, unless the route table gives a route its own (finishRun); uploads (logos, images) use
 * multipart routes with their own limits.
 */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** What one response may gather of each event's listeners before Node warns of a leak (its default is 10). */
const responseMaxListeners = 20;

const drains = new WeakMap<NestFastifyApplication, HttpDrain>();

/** The shutdown drain of an API built by createApi. */
export function httpDrainOf(app: NestFastifyApplication): HttpDrain {
  const drain = drains.get(app);
  if (!drain) throw new Error('not an application built by createApi');
  return drain;
}

/** Builds the API application; `main` listens, tests call this and `listen` on a port of their own. */
export async function createApi(
  config: AppConfig,
  options: { staticRoots?: StaticRoots } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the configured proxies; anyone else could rotate it past per-IP limits.
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
  });
  // An empty body sent as application/json (a bodiless POST from a fetch wrapper) means "no body", not an error.
  const fastify = adapter.getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A signed webhook is verified on its exact bytes: kept raw (platform/http/raw-body.ts), never parsed here.
    if (body === '' || keptRawBody(request, body as string)) return done(null, undefined);
    void parseJson(request, body as string, done);
  });
  registerRouteBodyLimits(fastify);
  // One id per request: the caller's header when it is safe (request-id.ts), echoed back, and logged by pino.
  fastify.addHook('onRequest', async (request, reply) => {
    request.raw.headers[REQUEST_ID_HEADER] = request.id;
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  // A page served through the SPA fallback gathers 11 'close' listeners on its response (the drain below, pino-http,
  // multipart, each await of the reply in @fastify/static and Nest, the file stream), all gone when it ends: a
  // bounded count, not a leak, that trips Node's default threshold of 10 and its warning on every page load.
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.raw.setMaxListeners(responseMaxListeners);
  });
  // Security headers first, so every answer carries them, even one sent before Nest's middleware (the next line).
  await registerSecurityHeaders(fastify, config);
  // The public reads every caller gets the same answer to, and a member's dashboard, from versioned documents ahead
  // of Nest's middleware; every change a signed-in caller makes announces their documents as changed.
  const documentReads = registerDocumentReads(fastify);
  const drain = new HttpDrain(fastify.server);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Fastify's own JSON parser (below) handles bodies; Nest must not register a second one.
    bodyParser: false,
  });
  drains.set(app, drain);
  documentReads.attach(app);
  app.useLogger(app.get(Logger));
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  // Before any other route, so every request is timed; /metrics itself is guarded by METRICS_TOKEN.
  registerMetricsEndpoint(app, config);

  // Plugins before any route, so API answers, static files and 404s all get them.
  await fastify.register(compress, {
    global: true,
    // Requests stay as sent: inflating caller-compressed bodies would only widen what a client can make us do.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic answers are compressed per request: a light brotli level costs little CPU and still wins most bytes.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerTextGuard(fastify);
  // Uploads: bounded multipart parsing; routes read forms with readImageForm (platform/storage).
  await registerMultipart(fastify);
  // Url-encoded forms, only where a sender posts them (Twilio's webhooks, one-click unsubscribe).
  registerFormBodies(fastify);

  // Loaded only when serving files: @fastify/static pulls in ESM-only modules that tests without static files never need.
  const spaFallback = config.http.serveStatic
    ? await (await import('./platform/http/static-files')).serveStaticFiles(app, options.staticRoots)
    : undefined;
  app.useGlobalFilters(new ApiExceptionFilter(spaFallback));
  return app;
}

async function main() {
  const config = loadConfigOrExit();
  await migrateDatabase(config);
  const app = await createApi(config);
  const drain = httpDrainOf(app);
  closeOnSignals(app, config, (timeoutMs) => drain.drain({ timeoutMs }));
  await app.listen({ port: config.http.port, host: config.http.host });
  await registerWebhookEndpoint(app, sandboxWebhookBaseUrl(config));
  app.get(Logger).log(`FundPlay API listening on ${config.http.publicUrl}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `FundPlay API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
