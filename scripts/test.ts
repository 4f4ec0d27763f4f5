/**
 * `npm test`: builds, provides a throwaway PostgreSQL, Redis and Stripe sandbox for this run only (never the data
 * of `npm start` or of another run), then runs every suite. `npm test -- backend games` runs only those.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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
  /** `output` is where the suite's lines go: the terminal itself, or a prefixed log when suites run side by side. */
  run(services: Services, output: Output): Promise<void>;
}

/** Inherit the terminal (a suite alone), or prefix every line with the suite's name (suites side by side). */
type Output = 'inherit' | ((line: string) => void);

const npx = (args: string[], output: Output, env: NodeJS.ProcessEnv = {}) => {
  const options = { cwd: repoRoot, env: { ...process.env, ...env } };
  if (output === 'inherit') return run('npx', args, options);
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npx', args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', output);
    }
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npx ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
};

const backend: Suite = {
  name: 'backend',
  run: ({ postgres, redisUrl, stripeSandboxUrl }, output) =>
    npx(['jest', '-c', 'backend/jest.config.js', '--ci'], output, {
      TEST_POSTGRES_URL: postgres.serverUrl,
      TEST_REDIS_URL: redisUrl,
      TEST_STRIPE_SANDBOX_URL: stripeSandboxUrl,
    }),
};
const frontend: Suite = {
  name: 'frontend',
  run: (_services, output) => npx(['vitest', 'run', '--config', 'frontend/vitest.config.ts'], output),
};
const games: Suite = {
  name: 'games',
  run: (_services, output) => npx(['vitest', 'run', '--config', 'games/vitest.config.ts'], output),
};
const gamesBrowser: Suite = {
  name: 'games-browser',
  run: async (_services, output) =>
    npx(['playwright', 'test', '-c', 'games/playwright.config.ts'], output, {
      GAMES_E2E_PORT: String(await freePort()),
    }),
};
const siteBrowser: Suite = {
  name: 'site-browser',
  run: (services, output) =>
    // The browser specs sign up through the real forms; solving proof-of-work captchas there only adds time.
    // The demo data is there for the walks that start from it, as a new user's `npm start` does.
    withBuiltApp(services, { database: `e2e_${Date.now()}`, env: { CAPTCHA: 'off' }, seedDemo: true }, (baseUrl) =>
      npx(['playwright', 'test', '-c', 'frontend/playwright.config.ts'], output, { E2E_BASE_URL: baseUrl }),
    ),
};

/**
 * Stages run one after another; the lanes of a stage run side by side, each lane's suites in order. The backend
 * suite spends much of its time waiting on PostgreSQL, Redis and child processes while the vitest suites and the
 * games' browser walks mostly compute, so the first stage overlaps them. The site walks run alone: they drive the
 * whole app, the heaviest load of the run.
 */
const stages: Suite[][][] = [[[backend], [frontend, games, gamesBrowser]], [[siteBrowser]]];
const suites = stages.flat(2);

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
    for (const stage of stages) {
      const lanes = stage
        .map((lane) => lane.filter((suite) => selected.includes(suite)))
        .filter((lane) => lane.length > 0);
      const sideBySide = lanes.length > 1;
      await Promise.all(
        lanes.map(async (lane) => {
          for (const suite of lane) {
            const suiteStart = Date.now();
            log(`── ${suite.name}${sideBySide ? ' (side by side with other suites; lines prefixed)' : ''} ──`);
            try {
              await suite.run(services, sideBySide ? prefixedLogger(suite.name) : 'inherit');
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
        }),
      );
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
