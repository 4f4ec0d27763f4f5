/**
 * Keeps a throwaway PostgreSQL, Redis and Stripe sandbox running for running single backend spec files by hand:
 *   npx tsx scripts/dev-test-services.ts [env-file]   (prints the TEST_* variables, Ctrl-C stops all three)
 *   TEST_POSTGRES_URL=… TEST_REDIS_URL=… TEST_STRIPE_SANDBOX_URL=… TEST_TEMPLATE_DATABASE=mine \
 *     npx jest -c backend/jest.config.js <file>
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onShutdownSignal, prefixedLogger } from './lib/processes';
import { startEmbeddedPostgres } from './services/postgres';
import { startRedis } from './services/redis';
import { startStripeSandbox } from './services/stripe-sandbox';

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'fundplay-dev-services-'));
  chmodSync(scratch, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: join(scratch, 'postgres'), persistent: false });
  const redis = await startRedis({});
  const stripeSandbox = await startStripeSandbox({ log: prefixedLogger('stripe-sandbox') });
  const lines = [
    `TEST_POSTGRES_URL=${postgres.serverUrl}`,
    `TEST_REDIS_URL=${redis.url}`,
    `TEST_STRIPE_SANDBOX_URL=${stripeSandbox.url}`,
  ];
  const envFile = process.argv[2];
  if (envFile) writeFileSync(envFile, lines.map((line) => `export ${line}`).join('\n') + '\n');
  process.stdout.write(lines.join('\n') + '\n');
  onShutdownSignal(() => {
    void Promise.all([stripeSandbox.stop(), redis.stop(), postgres.stop()]).finally(() => {
      rmSync(scratch, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
