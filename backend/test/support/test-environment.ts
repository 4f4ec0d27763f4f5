import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { AppConfig } from '../../src/config/app-config';
import { databaseUrl, TEMPLATE_DATABASE, testServices } from './test-services';

export interface TestEnvironment {
  config: AppConfig;
  /** The environment variables behind `config`, for child processes. */
  env: Record<string, string>;
  /** A direct connection to this file's database, for assertions. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

/**
 * A database cloned from the migrated template and a Redis key prefix, both private to one test file,
 * so files run in parallel without seeing each other's rows, queues or sockets.
 */
export async function createTestEnvironment(overrides: Record<string, string> = {}): Promise<TestEnvironment> {
  const { postgresUrl, redisUrl, stripeSandboxUrl } = testServices();
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();

  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(postgresUrl, name),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: name,
    STRIPE_SANDBOX_URL: stripeSandboxUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_STATIC: 'off',
    ...overrides,
  };
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();

  return {
    config: AppConfig.fromEnvironment(env),
    env,
    sql: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    async dispose() {
      await client.end();
      const cleanup = new Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Polls until `check` returns a value that is not undefined/false, or fails with `what`. The deadline is generous:
 * CI runs this suite beside others on two cores, sometimes beside a second CI run, and a child process's boot then
 * takes many times its quiet-machine time.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
