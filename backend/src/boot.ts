import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from 'nestjs-pino';
import { createOrmConfig } from './platform/database/mikro-orm.config';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config-error';
import { runMigrations } from './platform/database/run-migrations';

/** Validates the environment before anything starts; a bad one ends the process with the list of problems. */
export function loadConfigOrExit(): AppConfig {
  try {
    return AppConfig.fromEnvironment(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** Applies committed migrations before any module starts, so nothing ever runs against an old schema. */
export async function migrateDatabase(config: AppConfig): Promise<string[]> {
  const orm = await MikroORM.init(
    createOrmConfig(config, { pool: { min: 0, max: 2 }, discovery: { warnWhenNoEntities: false } }),
  );
  try {
    return await runMigrations(orm);
  } finally {
    await orm.close();
  }
}

/**
 * SIGTERM / SIGINT: stop taking work, let in-flight requests and jobs finish, close connections, exit 0.
 * `drainHttp` (the API) runs first, while the database, Redis and queues are still open for the requests it
 * waits for: Nest's close() tears the modules down before it closes the HTTP server. If all of it takes longer
 * than the grace period, leave anyway with code 1 so an orchestrator is never stuck.
 */
export function closeOnSignals(
  app: INestApplicationContext,
  config: AppConfig,
  drainHttp?: (timeoutMs: number) => Promise<void>,
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const logger = app.get(Logger);
    logger.log(`${signal} received: shutting down gracefully`);
    setTimeout(() => {
      logger.warn(`shutdown took longer than ${config.shutdownGraceMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    // Most of the grace period for requests; the rest for jobs, sockets and connections to close.
    const drained = drainHttp ? drainHttp(Math.floor(config.shutdownGraceMs * 0.7)) : Promise.resolve();
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
