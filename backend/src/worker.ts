import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { closeOnSignals, loadConfigOrExit, migrateDatabase } from './boot';
import type { AppConfig } from './config/app-config';
import { serveWorkerMetrics } from './platform/metrics/worker-metrics-server';
import { WorkerModule } from './worker.module';

export async function createWorker(config: AppConfig) {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  return app;
}

async function main() {
  const config = loadConfigOrExit();
  await migrateDatabase(config);
  const app = await createWorker(config);
  closeOnSignals(app, config);
  if (config.metrics.workerPort !== null) await serveWorkerMetrics(config, config.metrics.workerPort);
  app.get(Logger).log('FundPlay worker running: outbox relay and job processor');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `FundPlay worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
