import { join } from 'node:path';
import { repoRoot } from './build';
import { prefixedLogger, run, startProcess, waitForHttp, type ManagedProcess } from './processes';
import { freePort } from '../services/free-port';
import type { RunningPostgres } from '../services/postgres';
import { startStripeSandbox } from '../services/stripe-sandbox';

/**
 * The built API and worker (backend/dist) on a fresh database of `postgres` and a Redis prefix of their own,
 * on a free loopback port; `body` gets the base URL, and both processes stop when it settles. They pay through
 * `stripeSandboxUrl` (their Redis prefix is their tenant there), or through a sandbox of their own when none is given.
 * `seedDemo` adds the demo accounts and fundraisers first, as `npm start` does on an empty database.
 */
export async function withBuiltApp(
  services: { postgres: RunningPostgres; redisUrl: string; stripeSandboxUrl?: string },
  options: { database: string; env?: Record<string, string>; seedDemo?: boolean },
  body: (baseUrl: string) => Promise<void>,
): Promise<void> {
  if (!services.stripeSandboxUrl) {
    const sandbox = await startStripeSandbox({ log: prefixedLogger('stripe-sandbox'), quiet: true });
    try {
      return await withBuiltApp({ ...services, stripeSandboxUrl: sandbox.url }, options, body);
    } finally {
      await sandbox.stop();
    }
  }
  await services.postgres.createDatabase(options.database);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: services.postgres.databaseUrl(options.database),
    REDIS_URL: services.redisUrl,
    REDIS_KEY_PREFIX: options.database,
    STRIPE_SANDBOX_URL: services.stripeSandboxUrl,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const backend = join(repoRoot, 'backend', 'dist', 'src');
  const processes: ManagedProcess[] = [
    startProcess('api', process.execPath, [join(backend, 'main.js')], { env }),
    startProcess('worker', process.execPath, [join(backend, 'worker.js')], { env }),
  ];
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000, () =>
      processes.every((managed) => managed.child.exitCode === null),
    );
    if (options.seedDemo) await run(process.execPath, [join(backend, 'seed-demo.js')], { cwd: repoRoot, env });
    await body(`http://127.0.0.1:${port}`);
  } finally {
    await Promise.all(processes.map((managed) => managed.stop()));
  }
}
