import { competeMessages, type CompeteRunResult } from '@fundplay/contracts';
import { gameRules } from '@fundplay/game-cores';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { GameRun } from '../../entities/game-run.entity';
import { ScoreSubmitted } from '../../events/score-submitted.event';
import { LeaderboardProjection } from '../../leaderboards/leaderboard-projection';
import { LeaderboardStore } from '../../leaderboards/leaderboard-store';
import { RunTickets } from '../../run-tickets';
import { ReplayVerifier, verifierFailures } from '../../verification/replay-verifier';
import { FinishRunCommand } from './finish-run.command';

const serverSide = new Set<string>(Object.values(verifierFailures));

/** Why a run is refused before any replay, as stored on the run. */
type Refusal = { status: 'rejected'; reason: string; message: string };

/**
 * Closes a run once. The ticket must be the run's and the run open and unexpired; the replay must be of this run's
 * game and seed; then the game's own core replays it in the verifier pool (off this event loop) and only the
 * replayed score counts, once the run has lasted as long as its replay plays (ticks at the game's fixed rate): a
 * replay computed offline and sent at once is refused. One transaction records the verdict (verified runs get the next verification sequence and
 * publish ScoreSubmitted); the run is then projected at once, so the answer can carry the player's rank (the
 * ScoreSubmitted job projects it again, idempotently, and tells the watchers).
 */
@CommandHandler(FinishRunCommand)
export class FinishRunHandler implements ICommandHandler<FinishRunCommand> {
  private readonly logger = new Logger(FinishRunHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly tickets: RunTickets,
    private readonly verifier: ReplayVerifier,
    private readonly projection: LeaderboardProjection,
    private readonly store: LeaderboardStore,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ accountId, request }: FinishRunCommand): Promise<CompeteRunResult> {
    const { runId, ticket, replay } = request;
    // When the replay arrived: time spent verifying it is not play time.
    const receivedAt = this.clock.now();
    const run = await this.em.fork().findOne(GameRun, { id: runId });
    if (!run || run.accountId !== accountId) throw new DomainError('not-found', competeMessages.runNotFound);
    if (!this.tickets.matches(run.id, accountId, ticket)) {
      this.logger.warn({ runId, accountId }, 'compete run refused: ticket mismatch');
      throw new DomainError('forbidden', competeMessages.runTicketInvalid);
    }
    if (run.status !== 'open') {
      this.logger.warn({ runId, accountId, status: run.status }, 'compete run refused: ticket reused');
      throw new DomainError('conflict', competeMessages.runClosed);
    }

    const refused = this.refusalOf(run, replay, receivedAt);
    const verdict = refused
      ? null
      : await this.verifier.verify(run.slug, {
          game: replay.game,
          seed: replay.seed,
          inputs: replay.inputs,
          claimedScore: replay.claimedScore,
        });

    // The verifier's own failure is not the player's: the run stays open for the same replay to be sent again.
    if (verdict && !verdict.valid && serverSide.has(verdict.reason ?? '')) {
      this.logger.error({ runId, reason: verdict.reason }, 'compete run could not be verified');
      throw new DomainError('unavailable', competeMessages.verifierBusy);
    }

    const refusal = refused ?? (verdict?.valid ? this.paceRefusalOf(run, verdict.ticks, receivedAt) : null);

    // Read before the verdict commits: the ScoreSubmitted job may project the run as soon as it does.
    const previousRank =
      verdict?.valid === true && !refusal
        ? await this.store.rankOf(run.fundraiserId, run.gameId, run.membershipId)
        : null;

    const closed = await this.uow.run(async ({ em, publish }) => {
      const locked = await em.findOne(GameRun, { id: runId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!locked || locked.status !== 'open') throw new DomainError('conflict', competeMessages.runClosed);
      locked.finishedAt = receivedAt;
      locked.claimedScore = replay.claimedScore;
      locked.inputCount = replay.inputs.length;
      if (refusal || !verdict?.valid) {
        locked.status = 'rejected';
        locked.reason = refusal?.reason ?? verdict?.reason ?? 'not verified';
        locked.score = verdict?.score ?? null;
        locked.level = verdict?.level ?? null;
        locked.ticks = verdict?.ticks ?? null;
        await em.flush();
        return locked;
      }
      const [next] = await em.execute<{ sequence: string }[]>(`select nextval('game_run_verifications') as sequence`);
      const sequence = Number(next?.sequence);
      locked.status = 'verified';
      locked.score = verdict.score;
      locked.level = verdict.level;
      locked.ticks = verdict.ticks;
      locked.verifiedSequence = sequence;
      await em.flush();
      publish(
        new ScoreSubmitted({
          runId: locked.id,
          fundraiserId: locked.fundraiserId,
          gameId: locked.gameId,
          membershipId: locked.membershipId,
          groupId: locked.groupId,
          score: verdict.score,
          level: verdict.level,
          sequence,
        }),
      );
      return locked;
    });

    if (closed.status !== 'verified') {
      this.logger.warn({ runId, accountId, reason: closed.reason }, 'compete run rejected');
      return {
        runId,
        verified: false,
        score: Number(closed.score ?? 0),
        level: closed.level ?? 0,
        rank: null,
        personalBest: false,
        previousRank: null,
        bestScore: null,
        reason: refusal?.message ?? `${competeMessages.runRejected} (${closed.reason ?? 'not verified'})`,
      };
    }
    const projected = await this.projection.project(runId);
    const standing = await this.store.standingOf(closed.fundraiserId, closed.gameId, closed.membershipId);
    return {
      runId,
      verified: true,
      score: Number(closed.score),
      level: closed.level ?? 0,
      rank: standing?.rank ?? null,
      personalBest: projected?.improved ?? false,
      previousRank,
      bestScore: standing?.best.score ?? null,
    };
  }

  private refusalOf(run: GameRun, replay: FinishRunCommand['request']['replay'], receivedAt: Date): Refusal | null {
    if (run.expiresAt.getTime() <= receivedAt.getTime()) {
      return { status: 'rejected', reason: 'ticket expired', message: competeMessages.runExpired };
    }
    if (replay.game !== run.slug) {
      return { status: 'rejected', reason: `replay is for ${replay.game}`, message: competeMessages.runWrongGame };
    }
    if (replay.seed !== Number(run.seed)) {
      return {
        status: 'rejected',
        reason: 'replay seed differs from the issued seed',
        message: competeMessages.runWrongSeed,
      };
    }
    return null;
  }

  /**
   * A game's fixed-step loop never runs ahead of the wall clock, so a replay lasting longer than the time since its
   * start (plus a slack for delays and the clocks of other API instances) was not played: it was computed.
   */
  private paceRefusalOf(run: GameRun, ticks: number, receivedAt: Date): Refusal | null {
    const playedSeconds = ticks / gameRules(run.slug).ticksPerSecond;
    const elapsedSeconds = (receivedAt.getTime() - run.startedAt.getTime()) / 1000;
    if (playedSeconds <= elapsedSeconds + this.config.compete.clockSlackSeconds) return null;
    return {
      status: 'rejected',
      reason: `replay lasts ${Math.ceil(playedSeconds)} s of play but was sent ${Math.floor(Math.max(0, elapsedSeconds))} s after its start`,
      message: competeMessages.runTooFast,
    };
  }
}
