import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { ReadDocuments } from '../../../platform/read-models/read-documents';
import { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter';
import { LeaderboardProjection } from '../leaderboards/leaderboard-projection';

export type ProjectScoreToLeaderboardPayload = DomainEventMap['ScoreSubmitted'];

/**
 * Puts a verified run on its boards (idempotent: a board keeps each player's best, its version only moves forward)
 * and tells `leaderboard:<fundraiserId>:<gameId>` the board's version; pages that see a newer one refetch. The
 * fundraiser's public read models (its boards signed out, the big screen's top players) are marked changed first.
 */
@Injectable()
@DomainJob({ name: 'games.project-score-to-leaderboard', on: 'ScoreSubmitted', queue: 'projections' })
export class ProjectScoreToLeaderboardJob implements DomainJobHandler<'ScoreSubmitted'> {
  constructor(
    private readonly projection: LeaderboardProjection,
    private readonly realtime: RealtimeEmitter,
    private readonly documents: ReadDocuments,
  ) {}

  async handle({ runId, fundraiserId, gameId }: ProjectScoreToLeaderboardPayload): Promise<void> {
    const projected = await this.projection.project(runId);
    if (!projected) return;
    await this.documents.changed(fundraiserId);
    this.realtime.emit(`leaderboard:${fundraiserId}:${gameId}`, 'leaderboard:changed', {
      fundraiserId,
      gameId,
      version: projected.version,
    });
  }
}
