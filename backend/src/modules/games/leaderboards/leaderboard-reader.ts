import { Injectable } from '@nestjs/common';
import { LeaderboardProjection } from './leaderboard-projection';
import { LeaderboardStore, type BoardPage } from './leaderboard-store';

/** Reads boards, building one from PostgreSQL first when Redis has never had it. */
@Injectable()
export class LeaderboardReader {
  constructor(
    private readonly store: LeaderboardStore,
    private readonly projection: LeaderboardProjection,
  ) {}

  async page(
    fundraiserId: string,
    gameId: string,
    options: { groupId?: string | null; limit: number; membershipId?: string | null; aroundMe?: number },
  ): Promise<BoardPage & { version: number }> {
    const read = () =>
      this.store.read(
        fundraiserId,
        gameId,
        options.groupId ?? null,
        options.limit,
        options.membershipId ?? null,
        options.aroundMe ?? 0,
      );
    let page = await read();
    if (page.version === null) {
      await this.projection.rebuild(fundraiserId, gameId);
      page = await read();
    }
    return { ...page, version: page.version ?? 0 };
  }
}
