/**
 * Keeps a throwaway PostgreSQL and Redis running for running single backend spec files by hand:
 *   npx tsx scripts/dev-test-services.ts            (prints the TEST_* variables, Ctrl-C stops both)
 *   TEST_POSTGRES_URL=… TEST_REDIS_URL=… TEST_TEMPLATE_DATABASE=mine npx jest -c backend/jest.config.js <file>
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onShutdownSignal } from './lib/processes';
import { startEmbeddedPostgres } from './services/postgres';
import { startRedis } from './services/redis';

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'fundplay-dev-services-'));
  chmodSync(scratch, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: join(scratch, 'postgres'), persistent: false });
  const redis = await startRedis({});
  const lines = [`TEST_POSTGRES_URL=${postgres.serverUrl}`, `TEST_REDIS_URL=${redis.url}`];
  const envFile = process.argv[2];
  if (envFile) writeFileSync(envFile, lines.map((line) => `export ${line}`).join('\n') + '\n');
  process.stdout.write(lines.join('\n') + '\n');
  onShutdownSignal(() => {
    void Promise.all([redis.stop(), postgres.stop()]).finally(() => {
      rmSync(scratch, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
