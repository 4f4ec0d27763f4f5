import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../src/config/app-config';
import { createApi } from '../../src/main';
import { registerWebhookEndpoint } from '../../src/platform/payments/webhook-endpoint';
import { createWorker } from '../../src/worker';
import { api, type Api } from './identity-helpers';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

/** Listens on an ephemeral loopback port (and subscribes its Stripe webhook at the sandbox); returns the base URL. */
export async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (!address || typeof address === 'string') throw new Error('API has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  await registerWebhookEndpoint(app, url);
  return url;
}

/** The real API on an ephemeral loopback port. */
export async function startApi(config: AppConfig): Promise<{ app: NestFastifyApplication; url: string }> {
  const app = await createApi(config);
  return { app, url: await listen(app) };
}

/** An API route as the server registered it, e.g. `{ method: 'GET', url: '/api/site/figures' }`. */
export interface ServedRoute {
  method: string;
  url: string;
}

/** The real API with every /api route it serves (HEAD aside), for specs that must cover each one. */
export async function startApiListingRoutes(
  config: AppConfig,
): Promise<{ app: NestFastifyApplication; url: string; routes: ServedRoute[] }> {
  const app = await createApi(config);
  const routes: ServedRoute[] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD' && route.url.startsWith('/api')) routes.push({ method, url: route.url });
    });
  return { app, url: await listen(app), routes };
}

/** The real worker (outbox relay + job processor) in this process. */
export function startWorker(config: AppConfig): Promise<INestApplicationContext> {
  return createWorker(config);
}

/** One test file's FundPlay: a database and Redis prefix of its own, the API on a loopback port, and the worker. */
export interface TestApp {
  environment: TestEnvironment;
  app: NestFastifyApplication;
  url: string;
  client: Api;
  stop(): Promise<void>;
}

export async function startTestApp(
  overrides: Record<string, string> = {},
  { worker = true }: { worker?: boolean } = {},
): Promise<TestApp> {
  const environment = await createTestEnvironment(overrides);
  const { app, url } = await startApi(environment.config);
  const runningWorker = worker ? await startWorker(environment.config) : undefined;
  return {
    environment,
    app,
    url,
    client: api(url),
    async stop() {
      await runningWorker?.close();
      await app.close();
      await environment.dispose();
    },
  };
}
