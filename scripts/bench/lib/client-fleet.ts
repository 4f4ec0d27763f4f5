import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ClientCommand, ClientReport } from './fanout-clients';

/**
 * The socket clients of scripts/bench/live-fanout.ts, spread over `count` child processes (fanout-clients.ts):
 * connects them, waits until every client has an update, and collects each client's receipt times.
 */
export class ClientFleet {
  private readonly children: ChildProcess[] = [];
  /** version → how many client processes have it on every client. */
  private readonly done = new Map<number, number>();
  private waiters: (() => void)[] = [];

  constructor(
    count: number,
    /** The socket event the clients time. */
    private readonly event: string,
  ) {
    for (let index = 0; index < count; index++) {
      const child = fork(join(__dirname, 'fanout-clients.ts'), [], {
        execArgv: process.execArgv,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.on('message', (report: ClientReport) => {
        if (report.type !== 'round') return;
        this.done.set(report.version, (this.done.get(report.version) ?? 0) + 1);
        const waiters = this.waiters;
        this.waiters = [];
        for (const wake of waiters) wake();
      });
      this.children.push(child);
    }
  }

  get pids(): number[] {
    return this.children.map((child) => child.pid ?? -1);
  }

  private ask<T extends ClientReport['type']>(
    child: ChildProcess,
    command: ClientCommand,
    answer: T,
  ): Promise<Extract<ClientReport, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (report: ClientReport) => {
        if (report.type !== answer) return;
        child.off('message', onMessage);
        resolve(report as Extract<ClientReport, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`a client process exited (${code})`)));
      child.send(command);
    });
  }

  async connect(urls: string[], total: number, room: string) {
    const per = Math.ceil(total / this.children.length);
    const reports = await Promise.all(
      this.children.map((child, index) =>
        this.ask(
          child,
          {
            type: 'connect',
            urls,
            count: Math.max(0, Math.min(per, total - index * per)),
            firstIndex: index * per,
            room,
            event: this.event,
          },
          'connected',
        ),
      ),
    );
    const byUrl: Record<string, number> = {};
    for (const report of reports)
      for (const [url, count] of Object.entries(report.byUrl)) byUrl[url] = (byUrl[url] ?? 0) + count;
    return {
      connected: reports.reduce((sum, report) => sum + report.connected, 0),
      failed: reports.reduce((sum, report) => sum + report.failed, 0),
      firstError: reports.find((report) => report.firstError)?.firstError,
      byUrl,
    };
  }

  /** Resolves true once every client has `version`, false after `timeoutMs`. */
  async waitFor(version: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while ((this.done.get(version) ?? 0) < this.children.length) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  async collect(): Promise<{ receipts: Map<number, number[]>; lost: number }> {
    const reports = await Promise.all(this.children.map((child) => this.ask(child, { type: 'collect' }, 'receipts')));
    const receipts = new Map<number, number[]>();
    for (const report of reports)
      for (const [version, times] of report.receipts)
        receipts.set(version, [...(receipts.get(version) ?? []), ...times]);
    return { receipts, lost: reports.reduce((sum, report) => sum + report.lost, 0) };
  }

  async close(): Promise<void> {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || !child.connected) return resolve();
            child.once('exit', () => resolve());
            child.send({ type: 'close' } satisfies ClientCommand);
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
          }),
      ),
    );
  }
}
