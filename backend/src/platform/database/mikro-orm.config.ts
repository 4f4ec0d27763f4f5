import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { migrationsList } from '../../../migrations';
import type { AppConfig } from '../../config/app-config';

/** One MikroORM configuration for the API, the worker and the tests. Migrations are committed, never generated at boot. */
export function createOrmConfig(config: Pick<AppConfig, 'database'>, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: config.database.url,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    // No snapshot: migrations are hand-written SQL, and a running app must never write into its own source tree.
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      tableName: 'mikro_orm_migrations',
      snapshot: false,
    },
    pool: { min: 0, max: config.database.poolMax },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    ...overrides,
  });
}
