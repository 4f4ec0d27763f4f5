import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Registry } from 'prom-client';
import type { AppConfig } from '../../config/app-config';
import { JobQueues } from '../events/job-queues.provider';
import { metricsAccess } from './metrics-access';
import { httpRequestDuration, processMetrics } from './process-metrics';
import { sharedStateMetrics } from './shared-state-metrics';

/** Where Prometheus scrapes an API process. */
export const METRICS_PATH = '/metrics';

/**
 * Times every request under its route pattern (`/api/fundraisers/:fundraiserId`, or `unmatched` for a 404), and
 * serves `GET /metrics` in Prometheus' text format: this process's metrics plus the installation's queues and outbox.
 * Registered on Fastify ahead of Nest, like the health check of a load balancer, so it needs no route-table entry.
 */
export function registerMetricsEndpoint(app: NestFastifyApplication, config: AppConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  let registry: Registry | undefined;
  fastify.get(METRICS_PATH, async (request, reply) => {
    const access = metricsAccess(config, request.headers.authorization);
    if (access === 'off') return reply.status(404).send({ message: 'Not found' });
    if (access === 'unauthorized') {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid metrics token is required.' });
    }
    // Built on the first scrape: the queues and the database exist once Nest has initialised the modules.
    registry ??= Registry.merge([processMetrics, sharedStateMetrics(app.get(JobQueues), app.get(EntityManager))]);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
