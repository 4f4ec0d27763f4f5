/** Redis's own figures for a command, from `redis-benchmark` (Debian: apt-get install -y redis-tools). */
import { spawn, spawnSync } from 'node:child_process';

export interface RedisRate {
  command: string;
  perSecond: number;
  p50: number;
  p99: number;
}

export function redisBenchmarkPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-benchmark'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  throw new Error('redis-benchmark is not installed (Debian: apt-get install -y redis-tools)');
}

/**
 * One redis-benchmark run of one command (`__rand_int__` in it ranges over `keyRange`); its CSV line gives rps and
 * latency percentiles (ms).
 */
export function redisBenchmark(
  port: number,
  clients: number,
  requests: number,
  keyRange: number,
  command: string[],
): Promise<RedisRate> {
  const args = ['-h', '127.0.0.1', '-p', String(port), '-c', String(clients), '-n', String(requests)];
  args.push('-r', String(keyRange), '--csv', ...command);
  return new Promise((resolve, reject) => {
    const child = spawn(redisBenchmarkPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // redis-benchmark spins on a refused connection instead of giving up: bound it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const lines = out.trim().split('\n');
      const header = (lines.find((line) => line.startsWith('"test"')) ?? '').split(',').map(unquote);
      const row = (lines[lines.length - 1] ?? '').split('","').map(unquote);
      const column = (name: string) => Number(row[header.indexOf(name)]);
      if (code !== 0 || header.length === 0 || !Number.isFinite(column('rps'))) {
        reject(new Error(`redis-benchmark ${args.join(' ')} failed (${code}): ${out.slice(0, 400)}`));
        return;
      }
      resolve({
        command: command.join(' '),
        perSecond: column('rps'),
        p50: column('p50_latency_ms'),
        p99: column('p99_latency_ms'),
      });
    });
  });
}

const unquote = (text: string) => text.replace(/^"|"$/g, '');
