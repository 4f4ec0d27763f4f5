import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childExit } from './processes';
import { startSupervisedProcess, type RestartPolicy, type SupervisedProcess } from './supervised-process';

/** A child that notes each start in `file`, exits with code 3 on its first `crashes` starts, then says so and runs on. */
function crashingChild(file: string, crashes: number): string[] {
  const script = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(file)}, 'start\\n');
    const starts = fs.readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n').filter(Boolean).length;
    if (starts <= ${crashes}) process.exit(3);
    console.log('running');
    setInterval(() => undefined, 60_000);
  `;
  return ['-e', script];
}

const quickPolicy: RestartPolicy = { initialDelayMs: 10, maxDelayMs: 40, healthyAfterMs: 60_000 };

/** Starts a supervised child and hands out the children it starts, in order, as they start. */
function supervise(args: string[], policy: RestartPolicy, now?: () => number) {
  const lines: string[] = [];
  const started: ChildProcess[] = [];
  const waiting: Array<{ count: number; resolve: (child: ChildProcess) => void }> = [];
  let onRunning: () => void = () => undefined;
  const running = new Promise<void>((resolve) => (onRunning = resolve));
  const sut: SupervisedProcess = startSupervisedProcess(
    'fake',
    process.execPath,
    args,
    {},
    {
      policy,
      now,
      log: (line) => lines.push(line),
      output: (line) => {
        if (line === 'running') onRunning();
      },
      onStart: (child) => {
        started.push(child);
        for (const waiter of waiting.filter((w) => w.count === started.length)) waiter.resolve(child);
      },
    },
  );
  const nthStart = (count: number) =>
    started.length >= count
      ? Promise.resolve(started[count - 1] as ChildProcess)
      : new Promise<ChildProcess>((resolve) => waiting.push({ count, resolve }));
  return { sut, lines, started, nthStart, running };
}

describe('startSupervisedProcess', () => {
  it('restarts a crashing child with a doubling, capped wait until it stays up', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'supervised-')), 'starts');
    const { sut, lines, nthStart, running } = supervise(crashingChild(file, 4), quickPolicy);

    await running;
    const fifth = await nthStart(5);
    expect(sut.child).toBe(fifth);
    expect(fifth.exitCode).toBeNull();
    expect(lines).toEqual([
      'fake exited with code 3; restarting in 0.01 s',
      'fake exited with code 3; restarting in 0.02 s',
      'fake exited with code 3; restarting in 0.04 s',
      'fake exited with code 3; restarting in 0.04 s',
    ]);

    await sut.stop();
    expect(await childExit(fifth)).toEqual({ code: null, signal: 'SIGTERM' });
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(5);
  });

  it('says which signal killed the child, and waits the first delay again after a long healthy run', async () => {
    let clock = 0;
    const file = join(mkdtempSync(join(tmpdir(), 'supervised-')), 'starts');
    const { sut, lines, nthStart, running } = supervise(crashingChild(file, 2), quickPolicy, () => clock);

    await running;
    const third = await nthStart(3);
    clock += quickPolicy.healthyAfterMs;
    third.kill('SIGKILL');
    const fourth = await nthStart(4);

    expect(lines).toEqual([
      'fake exited with code 3; restarting in 0.01 s',
      'fake exited with code 3; restarting in 0.02 s',
      'fake exited with signal SIGKILL; restarting in 0.01 s',
    ]);
    await sut.stop();
    expect(fourth.signalCode).toBe('SIGTERM');
  });

  it('stops while a restart is pending without starting the child again', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'supervised-')), 'starts');
    const { sut, lines, started } = supervise(crashingChild(file, 100), {
      ...quickPolicy,
      initialDelayMs: 60_000,
      maxDelayMs: 60_000,
    });

    await childExit(sut.child);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual(['fake exited with code 3; restarting in 60 s']);
    await sut.stop();

    expect(started).toHaveLength(1);
  });
});
