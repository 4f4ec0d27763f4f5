/**
 * `npm start`: provides PostgreSQL and Redis (or uses DATABASE_URL / REDIS_URL) and, without Stripe keys, the
 * local Stripe sandbox (or uses STRIPE_SANDBOX_URL), builds what is stale, then runs the API (which also serves
 * the frontend and the games) and the worker on one port. A crashed worker is started again after a back-off while
 * the API keeps serving; when the API, Redis or PostgreSQL dies, everything stops with a message saying which.
 * Ctrl-C stops everything it started, whichever part ended first.
 */
import { join } from 'node:path';
import { buildIfNeeded, repoRoot } from './lib/build';
import { startBuiltApp, type BuiltApp } from './lib/built-app';
import {
  childExit,
  describeExit,
  onShutdownSignal,
  prefixedLogger,
  run,
  waitForHttp,
  type ChildExit,
} from './lib/processes';
import { freePort } from './services/free-port';
import { startEmbeddedPostgres, type RunningPostgres } from './services/postgres';
import { startRedis, type RunningRedis } from './services/redis';
import { startStripeSandbox, type RunningStripeSandbox } from './services/stripe-sandbox';

const log = prefixedLogger('fundplay');
const dataDir = join(repoRoot, '.data');

async function main() {
  const startedAt = Date.now();
  const port = Number(process.env.PORT ?? 3000);
  let postgres: RunningPostgres | undefined;
  let redis: RunningRedis | undefined;
  let stripeSandbox: RunningStripeSandbox | undefined;
  let app: BuiltApp | undefined;
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping...');
    await app?.stop();
    await stripeSandbox?.stop();
    await redis?.stop();
    await postgres?.stop();
    log('stopped');
    process.exit(code);
  };
  onShutdownSignal(() => void stopAll(0));
  /** A service the app cannot run without has ended: say which and how, then stop the rest. */
  const watch = (name: string, exited: Promise<ChildExit>, consequence: string) =>
    void exited.then((exit) => {
      if (stopping) return;
      log(`${name} exited unexpectedly (${describeExit(exit)}); ${consequence}. Stopping everything.`);
      void stopAll(1);
    });

  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      log('starting embedded PostgreSQL (data in .data/postgres)...');
      postgres = await startEmbeddedPostgres({
        dataDir: join(dataDir, 'postgres'),
        preferredPort: 54329,
        persistent: true,
        log: prefixedLogger('postgres'),
      });
      watch('PostgreSQL', postgres.exited, 'the API and the worker cannot work without their database');
      await postgres.createDatabase('fundplay');
      databaseUrl = postgres.databaseUrl('fundplay');
    }
    let redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      log('starting redis-server (data in .data/redis)...');
      redis = await startRedis({ dataDir: join(dataDir, 'redis'), preferredPort: 63790, log: prefixedLogger('redis') });
      redisUrl = redis.url;
      // Not restarted: a Redis that died (killed for memory, a full disk for its append-only file) would most
      // likely die again, and the queues' jobs live in it; stopping says so instead of failing request by request.
      watch('redis-server', redis.exited, 'the job queues, live updates, leaderboards and rate limits need it');
    }

    let stripeSandboxUrl = process.env.STRIPE_SANDBOX_URL;
    if (!process.env.STRIPE_SECRET_KEY && !stripeSandboxUrl) {
      log('starting the Stripe sandbox (data in .data/stripe-sandbox.json)...');
      stripeSandbox = await startStripeSandbox({
        port: await freePort(12111),
        stateFile: join(dataDir, 'stripe-sandbox.json'),
        log: prefixedLogger('stripe-sandbox'),
      });
      stripeSandboxUrl = stripeSandbox.url;
    }

    await buildIfNeeded(log, process.argv.includes('--build'));

    const env = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ...(stripeSandboxUrl ? { STRIPE_SANDBOX_URL: stripeSandboxUrl } : {}),
      LOG_PRETTY: process.env.LOG_PRETTY ?? (process.stdout.isTTY ? 'on' : 'off'),
    };
    app = startBuiltApp(env, { log });
    watch('The API', childExit(app.api.child), `nothing answers on port ${port} any more`);

    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000, () => !stopping);
    // The API has applied the migrations by now; demo accounts are added only to a database with none.
    await run(process.execPath, [join(repoRoot, 'backend', 'dist', 'src', 'seed-demo.js')], { cwd: repoRoot, env });
    log(
      `FundPlay is running at http://localhost:${port} (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s). Ctrl-C stops it.`,
    );
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    await stopAll(1);
  }
}

void main();
