import type { ReplayTask, ReplayVerdict } from '@fundplay/game-cores';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { AppConfig } from '../../../config/app-config';

/** Longer than any honest replay takes (an hour of play verifies in well under a second), queueing included. */
export const REPLAY_VERIFICATION_TIMEOUT_MS = 10_000;

/**
 * Why the verifier itself, not the replay, gave an invalid verdict. A caller may choose to leave such a run open for
 * a retry rather than record it as refused.
 */
export const verifierFailures = {
  timedOut: 'verification timed out',
  failed: 'verification failed',
  stopped: 'verifier stopped',
} as const;

/**
 * Replays finished runs through the games' own cores in a pool of worker threads (`@fundplay/game-cores/replay-worker`),
 * so a long replay never holds the API's event loop. Threads: `AppConfig.compete.verifierThreads`.
 *
 * `verify` never rejects: a replay that takes too long, or a task the pool cannot run, is an invalid verdict with a
 * reason (`verifierFailures`), so a bad replay is a refused run and never a 500. A run's rules (bounds, leaderboard
 * order) need no thread: read them with `gameRules` from `@fundplay/game-cores` on the main thread.
 */
@Injectable()
export class ReplayVerifier implements OnModuleDestroy {
  private readonly logger = new Logger(ReplayVerifier.name);
  private readonly pool: Piscina<ReplayTask, ReplayVerdict>;
  private readonly inFlight = new Set<Promise<ReplayVerdict>>();
  private stopped = false;
  /** Per verification, from the call (time in the queue counts). */
  protected readonly timeoutMs: number = REPLAY_VERIFICATION_TIMEOUT_MS;

  constructor(config: AppConfig) {
    const threads = Math.max(1, config.compete.verifierThreads);
    this.pool = new Piscina<ReplayTask, ReplayVerdict>({
      filename: require.resolve('@fundplay/game-cores/replay-worker'),
      // Kept warm: a thread starting on demand would add its start-up to the first verification after a lull.
      minThreads: threads,
      maxThreads: threads,
    });
  }

  verify(slug: string, replay: unknown): Promise<ReplayVerdict> {
    if (this.stopped) return Promise.resolve(invalid(slug, verifierFailures.stopped));
    const verdict = this.run(slug, replay);
    this.inFlight.add(verdict);
    void verdict.finally(() => this.inFlight.delete(verdict));
    return verdict;
  }

  /** Lets the verifications under way finish (each is bounded by the timeout), then stops the threads. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled(this.inFlight);
    await this.pool.destroy();
  }

  private async run(slug: string, replay: unknown): Promise<ReplayVerdict> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      return await this.pool.run({ slug, replay }, { signal });
    } catch (error) {
      // An aborted task that was running takes its thread down with it; the pool starts a fresh one.
      const reason = signal.aborted ? verifierFailures.timedOut : verifierFailures.failed;
      this.logger.warn({ slug, err: error }, `replay ${reason}`);
      return invalid(slug, reason);
    }
  }
}

function invalid(game: string, reason: string): ReplayVerdict {
  return { game, valid: false, score: 0, level: 0, ticks: 0, reason };
}
