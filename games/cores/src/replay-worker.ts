/**
 * The worker-thread entry the backend's piscina pool runs (`@fundplay/game-cores/replay-worker`): one task is one
 * replay to verify, so a long replay never holds the API's event loop.
 */
import type { ReplayVerdict } from '../../sdk/src/replay';
import { verifyRun } from './verify-run';

/** One verification: the game's slug and the untrusted replay, as the player sent it. */
export interface ReplayTask {
  slug: string;
  replay: unknown;
}

export default function verifyReplayTask({ slug, replay }: ReplayTask): ReplayVerdict {
  return verifyRun(slug, replay);
}
