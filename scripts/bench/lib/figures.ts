/**
 * The figures the benchmarks print: percentiles of latencies, CPU time of a process, the machine and its load, and
 * a verdict against a goal. Plus `inParallel`, the bounded concurrency every benchmark drives its load with.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** Runs `work` over `items` with `concurrency` loops. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function latencies(samples: readonly number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

let clockTicks: number | undefined;

/** User + system CPU time of a process so far (every thread), in ms; NaN once it is gone. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  clockTicks ??= (() => {
    try {
      return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      return 100;
    }
  })();
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5) (utime, stime), counted from the state field (3).
    return ((Number(fields[11]) + Number(fields[12])) / clockTicks) * 1000;
  } catch {
    return Number.NaN;
  }
}

/** The soft limit on open files of this process (children inherit it). */
export function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

/** The machine, and the 1-minute load average now: other work on a shared machine shows in every figure. */
export function machine(): string {
  return `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'})`;
}

export const loadNow = () => (loadavg()[0] ?? 0).toFixed(2);

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** "ratio 0.42 (≥ 0.25) ok" */
export function verdict(ratio: number, goal: number, direction: 'atLeast' | 'atMost'): string {
  const met = direction === 'atLeast' ? ratio >= goal : ratio <= goal;
  const shown = Math.abs(ratio) < 0.1 ? ratio.toPrecision(2) : fixed(ratio, 2);
  return `${shown} (${direction === 'atLeast' ? '≥' : '≤'} ${goal}) ${met ? 'ok' : 'MISSED'}`;
}
