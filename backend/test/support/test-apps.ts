import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../src/config/app-config';
import { createApi } from '../../src/main';
import { createWorker } from '../../src/worker';

/** The real API on an ephemeral loopback port. */
export async function startApi(config: AppConfig): Promise<{ app: NestFastifyApplication; url: string }> {
  const app = await createApi(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (!address || typeof address === 'string') throw new Error('API has no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

/** The real worker (outbox relay + job processor) in this process. */
export function startWorker(config: AppConfig): Promise<INestApplicationContext> {
  return createWorker(config);
}
