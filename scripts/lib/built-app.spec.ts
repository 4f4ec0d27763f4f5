import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { repoRoot } from './build';
import { withBuiltApp } from './built-app';
import { childExit } from './processes';

/**
 * The built API and worker as `npm start` runs them, on the test services (npm test's, or those the TEST_*
 * variables name). Needs `npm run build -w @fundplay/backend` first.
 */
/** Databases on the test server, cloned from the migrated template global-setup made (as medium specs do). */
function testPostgres(serverUrl: string) {
  const template = process.env.TEST_TEMPLATE_DATABASE ?? 'fundplay_test_template';
  const databaseUrl = (database: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    databaseUrl,
    createDatabase: (name: string) => admin(`create database "${name}" template "${template}"`),
    dropDatabase: (name: string) => admin(`drop database if exists "${name}" with (force)`),
  };
}

describe('startBuiltApp', () => {
  it('restarts a worker killed with SIGKILL while the API keeps answering', async () => {
    const { TEST_POSTGRES_URL, TEST_REDIS_URL, TEST_STRIPE_SANDBOX_URL } = process.env;
    if (!TEST_POSTGRES_URL || !TEST_REDIS_URL || !TEST_STRIPE_SANDBOX_URL) {
      throw new Error('Run with npm test, or set TEST_POSTGRES_URL, TEST_REDIS_URL and TEST_STRIPE_SANDBOX_URL');
    }
    if (!existsSync(join(repoRoot, 'backend', 'dist', 'src', 'worker.js'))) {
      throw new Error('Build the backend first: npm run build -w @fundplay/backend');
    }
    const supervisorLines: string[] = [];
    let workerBoots = 0;
    const waiters: Array<() => void> = [];
    const workerRunning = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (workerBoots >= count ? resolve() : waiters.push(check));
        check();
      });

    const postgres = testPostgres(TEST_POSTGRES_URL);
    const database = `built_app_${process.pid}_${Date.now()}`;
    await withBuiltApp(
      {
        postgres,
        redisUrl: TEST_REDIS_URL,
        stripeSandboxUrl: TEST_STRIPE_SANDBOX_URL,
      },
      {
        database,
        // The worker says it is running at the `info` level; the API's routine lines are dropped below.
        env: { LOG_LEVEL: 'info', LOG_PRETTY: 'off' },
        workerRestarts: { initialDelayMs: 50, maxDelayMs: 50, healthyAfterMs: 60_000 },
        log: (line) => supervisorLines.push(line),
        output: (name, line) => {
          if (name !== 'worker' || !line.includes('FundPlay worker running')) return;
          workerBoots += 1;
          waiters.splice(0).forEach((check) => check());
        },
      },
      async (baseUrl, app) => {
        await workerRunning(1);
        const first = app.worker.child;

        first.kill('SIGKILL');
        await childExit(first);
        const duringRestart = await fetch(`${baseUrl}/api/health`);
        await workerRunning(2);
        const afterRestart = await fetch(`${baseUrl}/api/health`);

        expect(duringRestart.status).toBe(200);
        expect(afterRestart.status).toBe(200);
        expect(app.api.child.exitCode).toBeNull();
        expect(app.worker.child).not.toBe(first);
        expect(app.worker.child.exitCode).toBeNull();
        expect(supervisorLines).toEqual(['worker exited with signal SIGKILL; restarting in 0.05 s']);
      },
    ).finally(() => postgres.dropDatabase(database));
  }, 180_000);
});
