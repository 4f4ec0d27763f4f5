import { join } from 'node:path';
import { repoRoot } from './build';
import { startProcess, waitForHttp, type ManagedProcess } from './processes';
import { freePort } from '../services/free-port';
import type { RunningPostgres } from '../services/postgres';

/**
 * The built API and worker (backend/dist) on a fresh database of `postgres` and a Redis prefix of their own,
 * on a free loopback port; `body` gets the base URL, and both processes stop when it settles.
 */
export async function withBuiltApp(
  services: { postgres: RunningPostgres; redisUrl: string },
  options: { database: string; env?: Record<string, string> },
  body: (baseUrl: string) => Promise<void>,
): Promise<void> {
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
    await body(`http://127.0.0.1:${port}`);
  } finally {
    await Promise.all(processes.map((managed) => managed.stop()));
  }
}
