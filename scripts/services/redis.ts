import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { childExit, describeExit, type ChildExit } from '../lib/processes';
import { freePort } from './free-port';
import { stopIfOrphaned } from './orphans';

export interface RunningRedis {
  url: string;
  pid: number;
  /** Settles when redis-server has exited, whether asked to or not. */
  exited: Promise<ChildExit>;
  /** Stops redis-server; resolves at once when it has already exited. */
  stop(): Promise<void>;
}

function findRedisServer(): string | null {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/** The machine's redis-server; installed with apt-get when missing and we are root, otherwise a clear message. */
export function ensureRedisServer(log: (line: string) => void): string {
  const found = findRedisServer();
  if (found) return found;
  if (userInfo().uid === 0 && existsSync('/usr/bin/apt-get')) {
    log('redis-server is missing: installing it with apt-get (Debian package redis-server)...');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findRedisServer();
    if (update.status === 0 && install.status === 0 && installed) return installed;
  }
  throw new Error(
    'FundPlay needs redis-server, and it is not installed.\n' +
      '  Debian/Ubuntu: sudo apt-get install -y redis-server\n' +
      '  macOS:         brew install redis\n' +
      'or point REDIS_URL at a Redis you run elsewhere.',
  );
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        return reject(
          new Error(`redis-server exited with ${describeExit({ code: child.exitCode, signal: child.signalCode })}`),
        );
      }
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port} in time`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * A redis-server child process on loopback, configured as architecture.md §9 asks: append-only
 * persistence (when `dataDir` is given) and `maxmemory-policy noeviction`, so BullMQ never loses keys.
 */
export async function startRedis(options: {
  dataDir?: string;
  preferredPort?: number;
  log?: (line: string) => void;
}): Promise<RunningRedis> {
  const log = options.log ?? (() => undefined);
  const binary = ensureRedisServer(log);
  const pidFile = options.dataDir ? join(options.dataDir, 'redis.pid') : undefined;
  if (pidFile && existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if ((await stopIfOrphaned(pid, 'SIGTERM', log)) === 'in-use') {
      throw new Error(`Another FundPlay is already using ${options.dataDir} (redis-server PID ${pid}). Stop it first.`);
    }
  }
  const port = await freePort(options.preferredPort);
  const persistence =
    options.dataDir && pidFile
      ? (mkdirSync(options.dataDir, { recursive: true }),
        ['--dir', options.dataDir, '--appendonly', 'yes', '--save', '', '--pidfile', pidFile])
      : ['--appendonly', 'no', '--save', ''];
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--daemonize',
      'no',
      '--maxmemory-policy',
      'noeviction',
      '--protected-mode',
      'yes',
      ...persistence,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(log));
  child.stderr?.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(log));
  await waitForPort(port, child, 10_000);
  const exited = childExit(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
