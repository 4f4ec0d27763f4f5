import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { childExit, describeExit, prefixedLogger, startProcess, type ManagedProcess } from './processes';

/** When a crashed process is started again. */
export interface RestartPolicy {
  /** The wait before the first restart; each crash soon after a restart doubles it. */
  initialDelayMs: number;
  /** The longest wait between restarts. */
  maxDelayMs: number;
  /** A run at least this long was healthy: the next crash waits `initialDelayMs` again. */
  healthyAfterMs: number;
}

/** 1 s, 2 s, 4 s … 30 s; back to 1 s once a run lasted a minute. */
export const defaultRestartPolicy: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
};

export interface SupervisedProcess {
  name: string;
  /** The child running now, or the one that crashed while the next waits to start. */
  readonly child: ChildProcess;
  /** Stops the child (SIGTERM, then SIGKILL after `graceMs`) and any pending restart; resolves when it is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface SupervisionOptions {
  policy?: RestartPolicy;
  /** Where the supervisor says a crash and its restart happened. */
  log?: (line: string) => void;
  /** Where the child's own output goes; prefixed with its name by default. */
  output?: (line: string) => void;
  /** Called with every child started, the first one included. */
  onStart?: (child: ChildProcess) => void;
  now?: () => number;
}

/**
 * A child that is started again whenever it exits without being asked to, after a wait that doubles with each
 * quick crash (so a process that cannot boot does not spin) and resets once a run has lasted a while.
 */
export function startSupervisedProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
  supervision: SupervisionOptions = {},
): SupervisedProcess {
  const policy = supervision.policy ?? defaultRestartPolicy;
  const log = supervision.log ?? prefixedLogger('supervisor');
  const output = supervision.output ?? prefixedLogger(name);
  const now = supervision.now ?? Date.now;
  let stopping = false;
  let delayMs = policy.initialDelayMs;
  let restartTimer: NodeJS.Timeout | undefined;
  let current: ManagedProcess;
  let startedAt: number;

  const launch = () => {
    const managed = startProcess(name, command, args, options, output);
    current = managed;
    startedAt = now();
    supervision.onStart?.(managed.child);
    void childExit(managed.child).then((exit) => {
      if (stopping) return;
      if (now() - startedAt >= policy.healthyAfterMs) delayMs = policy.initialDelayMs;
      const waitMs = delayMs;
      delayMs = Math.min(delayMs * 2, policy.maxDelayMs);
      log(`${name} exited with ${describeExit(exit)}; restarting in ${waitMs / 1000} s`);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (!stopping) launch();
      }, waitMs);
    });
  };
  launch();

  return {
    name,
    get child() {
      return current.child;
    },
    async stop(graceMs) {
      stopping = true;
      clearTimeout(restartTimer);
      await current.stop(graceMs);
    },
  };
}
