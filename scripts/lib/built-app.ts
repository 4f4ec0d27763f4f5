import { join } from 'node:path';
import { repoRoot } from './build';
import { prefixedLogger, run, startProcess, waitForHttp, type ManagedProcess } from './processes';
import { startSupervisedProcess, type RestartPolicy, type SupervisedProcess } from './supervised-process';
import { freePort } from '../services/free-port';
import type { RunningPostgres } from '../services/postgres';
import { startStripeSandbox } from '../services/stripe-sandbox';

export interface BuiltApp {
  /** Serves HTTP; when it exits, the app is down. */
  api: ManagedProcess;
  /** Runs the jobs; started again after a crash while the API keeps serving. */
  worker: SupervisedProcess;
  stop(): Promise<void>;
}

/**
 * The built API and worker (backend/dist) as `npm start` runs them, with `env` (PORT, DATABASE_URL, REDIS_URL …).
 * A worker that crashes is restarted after a back-off (`workerRestarts`), and `log` says so; the API is not
 * touched, so requests keep being answered and jobs wait in their queues meanwhile.
 */
export function startBuiltApp(
  env: NodeJS.ProcessEnv,
  options: {
    log: (line: string) => void;
    workerRestarts?: RestartPolicy;
    /** Where the processes' own output goes; each line prefixed with its name on stdout by default. */
    output?: (name: 'api' | 'worker', line: string) => void;
  },
): BuiltApp {
  const backend = join(repoRoot, 'backend', 'dist', 'src');
  const output = (name: 'api' | 'worker') => {
    const custom = options.output;
    return custom ? (line: string) => custom(name, line) : prefixedLogger(name);
  };
  // e.g. API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (or WORKER_NODE_ARGS) to profile the API (the worker)
  // under a benchmark (NODE_OPTIONS refuses --cpu-prof); the profile is written when the process exits.
  const nodeArgs = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
  const api = startProcess(
    'api',
    process.execPath,
    [...nodeArgs(env.API_NODE_ARGS), join(backend, 'main.js')],
    { env },
    output('api'),
  );
  const worker = startSupervisedProcess(
    'worker',
    process.execPath,
    [...nodeArgs(env.WORKER_NODE_ARGS), join(backend, 'worker.js')],
    { env },
    { log: options.log, policy: options.workerRestarts, output: output('worker') },
  );
  return {
    api,
    worker,
    stop: async () => {
      await Promise.all([api.stop(), worker.stop()]);
    },
  };
}

/**
 * The built API and worker (backend/dist) on a fresh database of `postgres` and a Redis prefix of their own,
 * on a free loopback port; `body` gets the base URL, and both processes stop when it settles. They pay through
 * `stripeSandboxUrl` (their Redis prefix is their tenant there), or through a sandbox of their own when none is given.
 * `seedDemo` adds the demo accounts and fundraisers first, as `npm start` does on an empty database.
 */
export async function withBuiltApp(
  services: {
    postgres: Pick<RunningPostgres, 'createDatabase' | 'databaseUrl'>;
    redisUrl: string;
    stripeSandboxUrl?: string;
  },
  options: {
    database: string;
    env?: Record<string, string>;
    seedDemo?: boolean;
    workerRestarts?: RestartPolicy;
    output?: (name: 'api' | 'worker', line: string) => void;
    log?: (line: string) => void;
  },
  body: (baseUrl: string, app: BuiltApp) => Promise<void>,
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
  const app = startBuiltApp(env, {
    log: options.log ?? prefixedLogger('built-app'),
    workerRestarts: options.workerRestarts,
    output: options.output,
  });
  try {
    // Up to 110 s: at load 14 on two cores the compiled API took over 60 s to boot. A crash still ends the wait.
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 110_000, () => app.api.child.exitCode === null);
    if (options.seedDemo) {
      const seed = join(repoRoot, 'backend', 'dist', 'src', 'seed-demo.js');
      await run(process.execPath, [seed], { cwd: repoRoot, env });
    }
    await body(`http://127.0.0.1:${port}`, app);
  } finally {
    await app.stop();
  }
}
