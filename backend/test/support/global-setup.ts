import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createOrmConfig } from '../../src/platform/database/mikro-orm.config';
import { runMigrations } from '../../src/platform/database/run-migrations';
import { databaseUrl, TEMPLATE_DATABASE } from './test-services';

/** Builds the migrated template database once; every test file clones it into a database of its own. */
export default async function globalSetup() {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl || !process.env.TEST_REDIS_URL) return; // unit specs alone need neither
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const orm = await MikroORM.init(
    createOrmConfig(
      { database: { url: databaseUrl(serverUrl, TEMPLATE_DATABASE), poolMax: 2 } },
      { discovery: { warnWhenNoEntities: false } },
    ),
  );
  try {
    await runMigrations(orm);
  } finally {
    await orm.close();
  }
}
