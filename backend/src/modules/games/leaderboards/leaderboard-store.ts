import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../config/app-config';
import { REDIS } from '../../../platform/redis/redis.module';

/** What a board shows of a player: their best verified run. */
export interface BoardRow {
  playerName: string;
  score: number;
  level: number;
  /** The run's verification sequence: of two runs with the same key, the earlier one is kept. */
  sequence: number;
}

/** One player's best, as a projection writes it. */
export interface BoardEntry extends BoardRow {
  membershipId: string;
  groupId: string | null;
  /** The game's sort key of (score, level): higher ranks first (`leaderboardKey` of @fundplay/game-cores). */
  key: number;
}

/** A fundraiser's board for one game and its groups' boards, as a rebuild writes them. */
export interface Boards {
  all: BoardEntry[];
  byGroup: Map<string, BoardEntry[]>;
}

export interface RankedRow extends BoardRow {
  membershipId: string;
  rank: number;
}

export interface BoardPage {
  /** Null when Redis has never had this board: build it from PostgreSQL, then read again. */
  version: number | null;
  total: number;
  top: RankedRow[];
  me: RankedRow | null;
  around: RankedRow[];
}

/**
 * Keeps a player's best key and row on a board: ZADD only when the key beats the one stored, and the version only
 * moves forward. Idempotent, so a projection job may run twice and a live write may race a rebuild's replay.
 * KEYS: board, rows, version[, groupBoard, groupRows]. ARGV: member, key, row, the run's sequence (the version).
 */
const RECORD_SCRIPT = `
local function keepBest(board, rows)
  local old = redis.call('ZSCORE', board, ARGV[1])
  local better = (not old) or tonumber(ARGV[2]) > tonumber(old)
  if (not better) and tonumber(ARGV[2]) == tonumber(old) then
    -- An equal key keeps the earlier run's row, whatever order the runs arrive in.
    local held = redis.call('HGET', rows, ARGV[1])
    better = held and cjson.decode(held).sequence > tonumber(ARGV[4])
  end
  if better then
    redis.call('ZADD', board, ARGV[2], ARGV[1])
    redis.call('HSET', rows, ARGV[1], ARGV[3])
    return 1
  end
  return 0
end
local improved = keepBest(KEYS[1], KEYS[2])
if #KEYS >= 5 then keepBest(KEYS[4], KEYS[5]) end
local version = tonumber(redis.call('GET', KEYS[3]) or '0')
if tonumber(ARGV[4]) > version then
  redis.call('SET', KEYS[3], ARGV[4])
  version = tonumber(ARGV[4])
end
return {improved, version}
`;

/**
 * Leaderboards as Redis sorted sets (architecture §1: everything in Redis can be rebuilt from PostgreSQL). One set
 * per fundraiser and game, and one per group, of membership ids scored by the game's sort key; a hash beside each
 * holds the rows to show; one version per fundraiser and game, the highest verification sequence projected.
 */
@Injectable()
export class LeaderboardStore {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.redis.keyPrefix}:lb`;
  }

  private boardKey(fundraiserId: string, gameId: string, groupId: string | null = null): string {
    return `${this.prefix}:${fundraiserId}:${gameId}${groupId ? `:group:${groupId}` : ''}`;
  }

  private versionKey(fundraiserId: string, gameId: string): string {
    return `${this.prefix}:${fundraiserId}:${gameId}:version`;
  }

  /** The board's version, or null when it was never built (a new Redis, or no run projected yet). */
  async version(fundraiserId: string, gameId: string): Promise<number | null> {
    const value = await this.redis.get(this.versionKey(fundraiserId, gameId));
    return value === null ? null : Number(value);
  }

  /** Records one verified run: whether it beat the player's best, and the board's version after it. */
  async record(
    fundraiserId: string,
    gameId: string,
    entry: BoardEntry,
  ): Promise<{ improved: boolean; version: number }> {
    const board = this.boardKey(fundraiserId, gameId);
    const keys = [board, `${board}:rows`, this.versionKey(fundraiserId, gameId)];
    if (entry.groupId) {
      const group = this.boardKey(fundraiserId, gameId, entry.groupId);
      keys.push(group, `${group}:rows`);
    }
    const row: BoardRow = {
      playerName: entry.playerName,
      score: entry.score,
      level: entry.level,
      sequence: entry.sequence,
    };
    const [improved, current] = (await this.redis.eval(
      RECORD_SCRIPT,
      keys.length,
      ...keys,
      entry.membershipId,
      String(entry.key),
      JSON.stringify(row),
      String(entry.sequence),
    )) as [number, number];
    return { improved: improved === 1, version: current };
  }

  /**
   * Replaces a fundraiser's board for one game (and its group boards) with `boards`, atomically: written under
   * temporary names, then renamed over the live keys in one MULTI, so readers see the old board or the new one.
   */
  async replace(fundraiserId: string, gameId: string, boards: Boards, version: number): Promise<void> {
    const board = this.boardKey(fundraiserId, gameId);
    const groups = new Map<string | null, BoardEntry[]>([[null, boards.all], ...boards.byGroup]);
    const stale = await this.scanGroupBoards(board);
    const tag = `:rebuild:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    const write = this.redis.multi();
    const swap = this.redis.multi();
    for (const [groupId, members] of groups) {
      const key = this.boardKey(fundraiserId, gameId, groupId);
      const rows = `${key}:rows`;
      if (members.length > 0) {
        write.zadd(key + tag, ...members.flatMap((member) => [String(member.key), member.membershipId]));
        write.hset(
          rows + tag,
          ...members.flatMap((member) => [
            member.membershipId,
            JSON.stringify({
              playerName: member.playerName,
              score: member.score,
              level: member.level,
              sequence: member.sequence,
            } satisfies BoardRow),
          ]),
        );
        swap.rename(key + tag, key).rename(rows + tag, rows);
      } else {
        swap.del(key, rows);
      }
      stale.delete(key);
    }
    for (const key of stale) swap.del(key, `${key}:rows`);
    swap.set(this.versionKey(fundraiserId, gameId), String(version));
    await write.exec();
    await swap.exec();
  }

  /** A page of the board: the top `limit`, and `membershipId`'s own row with `aroundMe` neighbours each side. */
  async read(
    fundraiserId: string,
    gameId: string,
    groupId: string | null,
    limit: number,
    membershipId: string | null,
    aroundMe: number,
  ): Promise<BoardPage> {
    const board = this.boardKey(fundraiserId, gameId, groupId);
    const [topIds, total, myIndex, version] = await Promise.all([
      this.redis.zrevrange(board, 0, limit - 1),
      this.redis.zcard(board),
      membershipId ? this.redis.zrevrank(board, membershipId) : Promise.resolve(null),
      this.version(fundraiserId, gameId),
    ]);
    const aroundStart = myIndex === null ? 0 : Math.max(0, myIndex - aroundMe);
    const aroundIds = myIndex === null ? [] : await this.redis.zrevrange(board, aroundStart, myIndex + aroundMe);
    const wanted = [...new Set([...topIds, ...aroundIds])];
    const rows = wanted.length > 0 ? await this.redis.hmget(`${board}:rows`, ...wanted) : [];
    const byId = new Map<string, BoardRow>();
    wanted.forEach((id, index) => {
      const raw = rows[index];
      if (raw) byId.set(id, JSON.parse(raw) as BoardRow);
    });
    const ranked = (ids: string[], first: number): RankedRow[] =>
      ids.flatMap((id, index) => {
        const row = byId.get(id);
        return row ? [{ ...row, membershipId: id, rank: first + index + 1 }] : [];
      });
    const around = ranked(aroundIds, aroundStart);
    return {
      version,
      total,
      top: ranked(topIds, 0),
      me: around.find((row) => row.membershipId === membershipId) ?? null,
      around,
    };
  }

  /** The place (1-based) of a player on the fundraiser's board, or null. */
  async rankOf(fundraiserId: string, gameId: string, membershipId: string): Promise<number | null> {
    const index = await this.redis.zrevrank(this.boardKey(fundraiserId, gameId), membershipId);
    return index === null ? null : index + 1;
  }

  /** A player's place (1-based) on the fundraiser's board and the best run it holds for them, or null. */
  async standingOf(
    fundraiserId: string,
    gameId: string,
    membershipId: string,
  ): Promise<{ rank: number; best: BoardRow } | null> {
    const board = this.boardKey(fundraiserId, gameId);
    const [index, row] = await Promise.all([
      this.redis.zrevrank(board, membershipId),
      this.redis.hget(`${board}:rows`, membershipId),
    ]);
    return index === null || row === null ? null : { rank: index + 1, best: JSON.parse(row) as BoardRow };
  }

  /** Every key of one board (tests and the rebuild check compare them). */
  async dump(fundraiserId: string, gameId: string): Promise<Record<string, string[]>> {
    const board = this.boardKey(fundraiserId, gameId);
    const keys = [board, ...(await this.scanGroupBoards(board))].sort();
    const out: Record<string, string[]> = {};
    for (const key of keys) {
      const name = key === board ? 'fundraiser' : key.slice(board.length + 1);
      const members = await this.redis.zrevrange(key, 0, -1, 'WITHSCORES');
      const rows = await this.redis.hgetall(`${key}:rows`);
      out[name] = [...members, JSON.stringify(Object.entries(rows).sort())];
    }
    return out;
  }

  private async scanGroupBoards(board: string): Promise<Set<string>> {
    const found = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${board}:group:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) if (!key.endsWith(':rows') && !key.includes(':rebuild:')) found.add(key);
    } while (cursor !== '0');
    return found;
  }
}
