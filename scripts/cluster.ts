/**
 * `npm run cluster`: the production shape on this machine. nginx (Debian's package) on PORT (8080 by default) with
 * deploy/nginx.conf's rules, in front of two API processes and two workers on one PostgreSQL and one Redis: the
 * embedded ones `npm start` uses (data in .data) or DATABASE_URL / REDIS_URL, and the Stripe sandbox without Stripe
 * keys. API_INSTANCES and WORKER_INSTANCES change the counts. A crashed API or worker is started again after a
 * back-off while the others serve; Ctrl-C stops everything it started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, repoRoot } from './lib/build';
import { LocalCluster, seedDemo } from './lib/cluster';
import { childExit, describeExit, onShutdownSignal, prefixedLogger, type ChildExit } from './lib/processes';
import { nginxBinary } from './lib/nginx';
import { freePort } from './services/free-port';
import { startEmbeddedPostgres, type RunningPostgres } from './services/postgres';
import { startRedis, type RunningRedis } from './services/redis';
import { startStripeSandbox, type RunningStripeSandbox } from './services/stripe-sandbox';

const log = prefixedLogger('cluster');
const dataDir = join(repoRoot, '.data');

function count(variable: string, fallback: number): number {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${variable} must be a whole number of at least 1`);
  return value;
}

async function main() {
  const startedAt = Date.now();
  const port = Number(process.env.PORT ?? 8080);
  const nginxPrefix = mkdtempSync(join(tmpdir(), 'fundplay-nginx-'));
  let postgres: RunningPostgres | undefined;
  let redis: RunningRedis | undefined;
  let stripeSandbox: RunningStripeSandbox | undefined;
  let cluster: LocalCluster | undefined;
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping...');
    await cluster?.stop();
    await stripeSandbox?.stop();
    await redis?.stop();
    await postgres?.stop();
    rmSync(nginxPrefix, { recursive: true, force: true });
    log('stopped');
    process.exit(code);
  };
  onShutdownSignal(() => void stopAll(0));
  const watch = (name: string, exited: Promise<ChildExit>, consequence: string) =>
    void exited.then((exit) => {
      if (stopping) return;
      log(`${name} exited unexpectedly (${describeExit(exit)}); ${consequence}. Stopping everything.`);
      void stopAll(1);
    });

  try {
    nginxBinary();
    const apis = count('API_INSTANCES', 2);
    const workers = count('WORKER_INSTANCES', 2);
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      log('starting embedded PostgreSQL (data in .data/postgres)...');
      postgres = await startEmbeddedPostgres({
        dataDir: join(dataDir, 'postgres'),
        preferredPort: 54329,
        persistent: true,
        log: prefixedLogger('postgres'),
      });
      watch('PostgreSQL', postgres.exited, 'the APIs and the workers cannot work without their database');
      await postgres.createDatabase('fundplay');
      databaseUrl = postgres.databaseUrl('fundplay');
    }
    let redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      log('starting redis-server (data in .data/redis)...');
      redis = await startRedis({ dataDir: join(dataDir, 'redis'), preferredPort: 63790, log: prefixedLogger('redis') });
      redisUrl = redis.url;
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

    cluster = new LocalCluster({
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        ...(stripeSandboxUrl ? { STRIPE_SANDBOX_URL: stripeSandboxUrl } : {}),
        LOG_PRETTY: process.env.LOG_PRETTY ?? (process.stdout.isTTY ? 'on' : 'off'),
      },
      port,
      apis,
      workers,
      nginxPrefix,
      log,
      // The first API has applied the migrations; demo accounts are added only to a database with none.
      afterMigrations: seedDemo,
    });
    await cluster.start();
    if (cluster.nginx)
      watch('nginx', childExit(cluster.nginx.process.child), `nothing answers on port ${port} any more`);
    log(
      `FundPlay is running at ${cluster.url}: nginx in front of ${apis} API processes (ports ${cluster.apis
        .map((api) => api.port)
        .join(', ')}) and ${workers} workers (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s). ` +
        'Ctrl-C stops it.',
    );
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    await stopAll(1);
  }
}

void main();
