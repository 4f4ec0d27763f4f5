import { readFileSync } from 'node:fs';

/** The parent of a process, or null when it is gone. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * A service left behind by a start that was killed without the chance to stop it is an orphan adopted by
 * init (parent 1): stop it. One whose parent is alive belongs to another running start: report it.
 */
export async function stopIfOrphaned(
  pid: number,
  signal: NodeJS.Signals,
  log: (line: string) => void,
): Promise<'gone' | 'stopped' | 'in-use'> {
  const parent = Number.isInteger(pid) && pid > 0 ? parentOf(pid) : null;
  if (parent === null) return 'gone';
  if (parent !== 1) return 'in-use';
  log(`stopping PID ${pid}, left running by an earlier start that did not shut down`);
  process.kill(pid, signal);
  const deadline = Date.now() + 30_000;
  while (parentOf(pid) !== null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return 'stopped';
}
