import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { childExit } from './processes';

describe('onShutdownSignal', () => {
  it('lets a script run under tsx, as npm start does, finish stopping after SIGTERM', async () => {
    // The script's stop takes as long as the test wants: until it answers 'go' on stdin.
    const script = join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'script.ts');
    writeFileSync(
      script,
      `
        import { onShutdownSignal } from ${JSON.stringify(join(__dirname, 'processes.ts'))};
        onShutdownSignal((signal) => {
          console.log('stopping after ' + signal);
          process.stdin.once('data', () => {
            console.log('stopped');
            process.exit(0);
          });
        });
        console.log('running');
        setInterval(() => undefined, 60_000);
      `,
    );
    const tsx = spawn(process.execPath, [require.resolve('tsx/cli'), script], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      const lines = createInterface({ input: tsx.stdout })[Symbol.asyncIterator]();
      const nextLine = async () => String((await lines.next()).value);
      expect(await nextLine()).toBe('running');

      tsx.kill('SIGTERM');
      expect(await nextLine()).toBe('stopping after SIGTERM');
      tsx.stdin.write('go\n');

      expect(await nextLine()).toBe('stopped');
      expect(await childExit(tsx)).toEqual({ code: 0, signal: null });
    } finally {
      if (tsx.exitCode === null && tsx.signalCode === null) tsx.kill('SIGKILL');
    }
  });
});
