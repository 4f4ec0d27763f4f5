/**
 * `npm test`: builds, provides a throwaway PostgreSQL, Redis and Stripe sandbox for this run only (never the data
 * of `npm start` or of another run), then runs every suite. `npm test -- backend games` runs only those.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/build';
import { withBuiltApp } from './lib/built-app';
import { onShutdownSignal, prefixedLogger, run } from './lib/processes';
import { freePort } from './services/free-port';
import { startEmbeddedPostgres, type RunningPostgres } from './services/postgres';
import { startRedis, type RunningRedis } from './services/redis';
import { startStripeSandbox, type RunningStripeSandbox } from './services/stripe-sandbox';

const log = prefixedLogger('test');

interface Services {
  postgres: RunningPostgres;
  redisUrl: string;
  /** One sandbox for the run; every app and test file is a tenant of its own there (its key names its prefix). */
  stripeSandboxUrl: string;
}

interface Suite {
  name: string;
  run(services: Services): Promise<void>;
}

const npx = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run('npx', args, { cwd: repoRoot, env: { ...process.env, ...env } });

const backend: Suite = {
  name: 'backend',
  run: ({ postgres, redisUrl, stripeSandboxUrl }) =>
    npx(['jest', '-c', 'backend/jest.config.js', '--ci'], {
      TEST_POSTGRES_URL: postgres.serverUrl,
      TEST_REDIS_URL: redisUrl,
      TEST_STRIPE_SANDBOX_URL: stripeSandboxUrl,
    }),
};
const frontend: Suite = {
  name: 'frontend',
  run: () => npx(['vitest', 'run', '--config', 'frontend/vitest.config.ts']),
};
const games: Suite = {
  name: 'games',
  run: () => npx(['vitest', 'run', '--config', 'games/vitest.config.ts']),
};
const gamesBrowser: Suite = {
  name: 'games-browser',
  run: async () =>
    npx(['playwright', 'test', '-c', 'games/playwright.config.ts'], {
      GAMES_E2E_PORT: String(await freePort()),
    }),
};
const siteBrowser: Suite = {
  name: 'site-browser',
  run: (services) =>
    // The browser specs sign up through the real forms; solving proof-of-work captchas there only adds time. Every
    // walk signs in from the one loopback address, more often in ten minutes the faster the machine runs them, so
    // the per-address login limit is lifted here (backend/test/e2e/identity/login-address-limit.spec.ts proves the limit).
    // The demo data is there for the walks that start from it, as a new user's `npm start` does.
    withBuiltApp(
      services,
      {
        database: `e2e_${Date.now()}`,
        env: { CAPTCHA: 'off', LOGIN_ATTEMPTS_PER_ADDRESS: '10000' },
        seedDemo: true,
      },
      (baseUrl) => npx(['playwright', 'test', '-c', 'frontend/playwright.config.ts'], { E2E_BASE_URL: baseUrl }),
    ),
};

/** The production shape (`npm run cluster`) under traffic while its processes die and restart: scripts/cluster-drill.ts. */
const cluster: Suite = {
  name: 'cluster',
  run: async ({ postgres, redisUrl, stripeSandboxUrl }) => {
    const database = `cluster_${Date.now()}`;
    await postgres.createDatabase(database);
    await npx(['tsx', 'scripts/cluster-drill.ts'], {
      DATABASE_URL: postgres.databaseUrl(database),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: database,
      STRIPE_SANDBOX_URL: stripeSandboxUrl,
    });
  },
};

/**
 * One suite at a time. Each one already keeps both cores busy on its own (the backend's jest and the frontend's
 * vitest with a worker per core, the browser walks with two workers): run alone on two cores the backend suite took
 * 292 s at 176% CPU, and beside the frontend suite 753 s, so running suites side by side only stretched both.
 */
const suites: Suite[] = [backend, frontend, games, gamesBrowser, siteBrowser, cluster];

async function main() {
  const startedAt = Date.now();
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const selected = wanted.length > 0 ? suites.filter((suite) => wanted.includes(suite.name)) : suites;
  if (selected.length === 0)
    throw new Error(`No suite named ${wanted.join(', ')}. Suites: ${suites.map((s) => s.name).join(', ')}`);

  if (!process.argv.includes('--no-build')) {
    log('building...');
    await run('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
  }

  const scratch = mkdtempSync(join(tmpdir(), 'fundplay-test-'));
  // As root, PostgreSQL runs as its own system user, which must be able to reach its data directory.
  chmodSync(scratch, 0o755);
  let postgres: RunningPostgres | undefined;
  let redis: RunningRedis | undefined;
  let stripeSandbox: RunningStripeSandbox | undefined;
  const results: { name: string; ok: boolean; seconds: number; error?: string }[] = [];
  onShutdownSignal((signal) => {
    log(`${signal}: stopping the test services`);
    void Promise.all([stripeSandbox?.stop(), redis?.stop(), postgres?.stop()]).finally(() => {
      rmSync(scratch, { recursive: true, force: true });
      process.exit(130);
    });
  });
  try {
    postgres = await startEmbeddedPostgres({ dataDir: join(scratch, 'postgres'), persistent: false });
    redis = await startRedis({});
    stripeSandbox = await startStripeSandbox({ log: prefixedLogger('stripe-sandbox'), quiet: true });
    const services = { postgres, redisUrl: redis.url, stripeSandboxUrl: stripeSandbox.url };
    for (const suite of selected) {
      const suiteStart = Date.now();
      log(`── ${suite.name} ──`);
      try {
        await suite.run(services);
        results.push({ name: suite.name, ok: true, seconds: (Date.now() - suiteStart) / 1000 });
      } catch (error) {
        results.push({
          name: suite.name,
          ok: false,
          seconds: (Date.now() - suiteStart) / 1000,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      log(`── ${suite.name} done ──`);
    }
  } finally {
    await stripeSandbox?.stop();
    await redis?.stop();
    await postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }

  for (const result of results) {
    log(
      `${result.ok ? 'PASS' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)${result.error ? `: ${result.error}` : ''}`,
    );
  }
  const failed = results.filter((result) => !result.ok).length;
  log(`total ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  process.stdout.write(`suites: ${results.length - failed} passed, ${failed} failed\n`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
