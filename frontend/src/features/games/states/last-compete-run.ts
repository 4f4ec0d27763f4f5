import type { CompeteRunResult } from '@fundplay/contracts';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { storageKeys } from '@/lib/storage-keys';

/** The outcome of the member's last compete run, as the server gave it. */
export type CompeteRunOutcome =
  | { kind: 'result'; result: CompeteRunResult }
  /** Refused before any verdict (expired ticket, run already closed...): the server's reason. */
  | { kind: 'refused'; reason: string };

export interface LastCompeteRun {
  fundraiserId: string;
  gameId: string;
  gameName: string;
  outcome: CompeteRunOutcome;
}

/**
 * The last compete run's outcome, kept for this tab (sessionStorage) so the dashboard the game returns to can show
 * it until the member dismisses it, through a reload too. One run at a time: the next run replaces it.
 */
export const lastCompeteRunAtom = atomWithStorage<LastCompeteRun | null>(
  storageKeys.lastCompeteRun,
  null,
  createJSONStorage<LastCompeteRun | null>(() => window.sessionStorage),
  { getOnInit: true },
);
