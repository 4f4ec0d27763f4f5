import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from './redis';

describe('startRedis', () => {
  it('stops, and says how redis-server ended, when redis-server was killed first', async () => {
    const sut = await startRedis({ dataDir: mkdtempSync(join(tmpdir(), 'redis-')) });
    process.kill(sut.pid, 'SIGKILL');

    expect(await sut.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await sut.stop();
  });

  it('stops a running redis-server', async () => {
    const sut = await startRedis({});
    await sut.stop();

    expect(await sut.exited).toEqual({ code: 0, signal: null });
  });
});
