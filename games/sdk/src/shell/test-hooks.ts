import type { Replay } from '../replay';

/** What the shell leaves on `window.__fundplayLastRun` when a run ends. */
export interface LastRun {
  score: number;
  level: number;
  replay: Replay;
}

/**
 * Hooks for end-to-end tests and benchmarks, read or written on `window`:
 * - `__fundplayLastRun`: the last finished run (score, level, replay).
 * - `__fundplaySpeed`: fast-forward factor (1..64), read every frame; `?speed=N` sets it at load.
 *   Only faster, never slower: slow motion would be a cheat.
 * - `__fundplayFrameTimes`: when a benchmark sets it to an array, the shell pushes each frame's
 *   scripting time (ms spent in simulation steps plus render).
 */
declare global {
  interface Window {
    __fundplayLastRun?: LastRun;
    __fundplaySpeed?: number;
    __fundplayFrameTimes?: number[];
  }
}

export const MAX_SPEED = 64;

export function readSpeed(win: Window): number {
  const speed = Number(win.__fundplaySpeed ?? 1);
  return Number.isFinite(speed) ? Math.min(MAX_SPEED, Math.max(1, speed)) : 1;
}

export function installSpeedFromUrl(win: Window): void {
  const param = new URLSearchParams(win.location.search).get('speed');
  if (param !== null && win.__fundplaySpeed === undefined) win.__fundplaySpeed = Number(param);
}

/** `?seed=N` picks the seed of standalone practice runs, so screenshots and demos repeat. */
export function seedFromUrl(win: Window): number | null {
  const param = new URLSearchParams(win.location.search).get('seed');
  if (param === null || !/^\d+$/.test(param)) return null;
  const seed = Number(param);
  return seed <= 0xffffffff ? seed : null;
}
