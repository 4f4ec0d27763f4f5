import { createServer, type Server } from 'node:http';
import type { AppConfig } from '../../config/app-config';
import { metricsAccess } from './metrics-access';
import { processMetrics } from './process-metrics';

/**
 * The worker's own `/metrics` on METRICS_PORT (it has no HTTP API): its job durations, the ledger postings it wrote
 * and its process metrics. Same token rule as the API's. Queue depth and outbox lag are scraped from the API, which
 * reads them for the whole installation.
 */
export async function serveWorkerMetrics(config: AppConfig, port: number, host = config.http.host): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const access = metricsAccess(config, request.headers.authorization);
    if (access !== 'allowed') {
      response
        .writeHead(
          access === 'off' ? 404 : 401,
          access === 'off' ? {} : { 'www-authenticate': 'Bearer realm="metrics"' },
        )
        .end();
      return;
    }
    processMetrics.metrics().then(
      (body) => response.writeHead(200, { 'content-type': processMetrics.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return server;
}
