import { gameRules, leaderboardKey } from '@fundplay/game-cores';
import { publicPlayerName, type GameSlug } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPeopleQuery } from '../../identity/queries/get-people/get-people.query';
import { LeaderboardStore, type BoardEntry, type Boards } from './leaderboard-store';

interface VerifiedRunRow {
  id: string;
  slug: GameSlug;
  membership_id: string;
  account_id: string;
  group_id: string | null;
  score: string;
  level: number;
  verified_sequence: string;
}

const verifiedRunColumns = `id, slug, membership_id, account_id, group_id, score, level, verified_sequence`;

/** Largest score a board key holds exactly; no game comes near it. */
const MAX_RANKED_SCORE = 2 ** 32 - 1;

/**
 * Projects verified runs from PostgreSQL (`game_runs`, the source of truth) into the Redis boards, one run at a
 * time as they are verified, or a whole board at once (a new Redis, a lost key, `scripts/rebuild-leaderboards.ts`).
 * Both paths compute the same entries, so a rebuilt board equals the live one.
 */
@Injectable()
export class LeaderboardProjection {
  constructor(
    private readonly em: EntityManager,
    private readonly store: LeaderboardStore,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Puts one verified run on its boards (building them from PostgreSQL first if Redis has never had them).
   * Returns whether it beat the player's best, and the board's version.
   */
  async project(
    runId: string,
  ): Promise<{ fundraiserId: string; gameId: string; improved: boolean; version: number } | null> {
    const [run] = await this.em
      .fork()
      .execute<(VerifiedRunRow & { fundraiser_id: string; game_id: string })[]>(
        `select ${verifiedRunColumns}, fundraiser_id, game_id from game_runs where id = ? and status = 'verified'`,
        [runId],
      );
    if (!run) return null;
    if ((await this.store.version(run.fundraiser_id, run.game_id)) === null) {
      const version = await this.rebuild(run.fundraiser_id, run.game_id);
      return { fundraiserId: run.fundraiser_id, gameId: run.game_id, improved: true, version };
    }
    const [entry] = await this.entries([run]);
    if (!entry) return null;
    const result = await this.store.record(run.fundraiser_id, run.game_id, entry);
    return { fundraiserId: run.fundraiser_id, gameId: run.game_id, ...result };
  }

  /**
   * Rebuilds one board from PostgreSQL exactly; returns its version. Runs verified while it was being written are
   * applied again afterwards, so a rebuild racing live projections loses nothing.
   */
  async rebuild(fundraiserId: string, gameId: string): Promise<number> {
    const em = this.em.fork();
    const runs = await em.execute<VerifiedRunRow[]>(
      `select ${verifiedRunColumns} from game_runs
        where fundraiser_id = ? and game_id = ? and status = 'verified' order by verified_sequence`,
      [fundraiserId, gameId],
    );
    const version = runs.reduce((max, run) => Math.max(max, Number(run.verified_sequence)), 0);
    await this.store.replace(fundraiserId, gameId, boardsOf(await this.entries(runs)), version);
    const late = await em.execute<VerifiedRunRow[]>(
      `select ${verifiedRunColumns} from game_runs
        where fundraiser_id = ? and game_id = ? and status = 'verified' and verified_sequence > ?
        order by verified_sequence`,
      [fundraiserId, gameId, version],
    );
    let current = version;
    for (const entry of await this.entries(late))
      current = (await this.store.record(fundraiserId, gameId, entry)).version;
    return current;
  }

  /** Every board of every game that is not deleted: what `scripts/rebuild-leaderboards.ts` runs. */
  async rebuildAll(): Promise<{ boards: number }> {
    const games = await this.em
      .fork()
      .execute<{ id: string; fundraiser_id: string }[]>(
        `select id, fundraiser_id from fundraiser_games where deleted_at is null order by created_at, id`,
      );
    for (const game of games) await this.rebuild(game.fundraiser_id, game.id);
    return { boards: games.length };
  }

  private async entries(runs: VerifiedRunRow[]): Promise<BoardEntry[]> {
    if (runs.length === 0) return [];
    const people = await this.queries.execute(new GetPeopleQuery([...new Set(runs.map((run) => run.account_id))]));
    const names = new Map(people.map((person) => [person.id, publicPlayerName(person.firstName, person.lastName)]));
    return runs.map((run) => {
      const score = Math.min(Number(run.score), MAX_RANKED_SCORE);
      const level = run.level;
      return {
        membershipId: run.membership_id,
        groupId: run.group_id,
        playerName: names.get(run.account_id) ?? 'Player',
        score,
        level,
        sequence: Number(run.verified_sequence),
        key: leaderboardKey(gameRules(run.slug).leaderboardOrder, score, level),
      };
    });
  }
}

/**
 * Each board's entries from a fundraiser's verified runs, the way RECORD_SCRIPT keeps them live: a player's highest
 * key wins and an equal key keeps the earlier run; a group's board takes the best of the runs made in that group.
 */
export function boardsOf(entries: BoardEntry[]): Boards {
  const keepBest = (board: Map<string, BoardEntry>, entry: BoardEntry) => {
    const held = board.get(entry.membershipId);
    if (!held || entry.key > held.key) board.set(entry.membershipId, entry);
  };
  const all = new Map<string, BoardEntry>();
  const byGroup = new Map<string, Map<string, BoardEntry>>();
  for (const entry of entries) {
    keepBest(all, entry);
    if (!entry.groupId) continue;
    const group = byGroup.get(entry.groupId) ?? new Map<string, BoardEntry>();
    keepBest(group, entry);
    byGroup.set(entry.groupId, group);
  }
  return {
    all: [...all.values()],
    byGroup: new Map([...byGroup].map(([groupId, board]) => [groupId, [...board.values()]])),
  };
}
