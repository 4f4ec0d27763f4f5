import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { closeOnSignals, loadConfigOrExit, migrateDatabase } from './boot';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter, errorResponse } from './platform/http/api-exception.filter';
import { serveStaticFiles } from './platform/http/static-files';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter';

/** Largest JSON body accepted; uploads (logos, images) use multipart routes with their own limits. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the API application; `main` listens, tests call this and `listen` on a port of their own. */
export async function createApi(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: JSON_BODY_LIMIT_BYTES, trustProxy: true });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));

  // Errors Fastify raises before Nest routes the request (bad JSON, too large) get the same answer shape.
  app
    .getHttpAdapter()
    .getInstance()
    .setErrorHandler((error, request, reply) => {
      const { status, body } = errorResponse(error, request);
      void reply.status(status).send(body);
    });

  const spaFallback = config.http.serveStatic ? await serveStaticFiles(app) : undefined;
  app.useGlobalFilters(new ApiExceptionFilter(spaFallback));
  return app;
}

async function main() {
  const config = loadConfigOrExit();
  await migrateDatabase(config);
  const app = await createApi(config);
  closeOnSignals(app, config);
  await app.listen({ port: config.http.port, host: config.http.host });
  app.get(Logger).log(`FundPlay API listening on ${config.http.publicUrl}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`FundPlay API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
