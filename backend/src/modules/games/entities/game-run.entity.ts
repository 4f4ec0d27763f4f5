import { BigIntType, Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { GameSlug } from '@fundplay/contracts';

export type GameRunStatus = 'open' | 'verified' | 'rejected' | 'abandoned';

/** One compete run: opened by spending a token, closed once by its ticket, ranked only when verified. */
@Entity({ tableName: 'game_runs' })
export class GameRun {
  /** Chosen by the browser for each Compete press, so a retried start opens the same run. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid' })
  gameId!: string;

  @Property({ type: 'text' })
  slug!: GameSlug;

  @Property({ type: 'uuid' })
  membershipId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'uuid', nullable: true })
  groupId: string | null = null;

  @Property({ type: new BigIntType('number') })
  seed!: number;

  @Property({ type: 'text' })
  status: Opt<GameRunStatus> = 'open';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  startedAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: new BigIntType('number'), nullable: true })
  claimedScore: number | null = null;

  @Property({ type: new BigIntType('number'), nullable: true })
  score: number | null = null;

  @Property({ type: 'integer', nullable: true })
  level: number | null = null;

  @Property({ type: 'integer', nullable: true })
  ticks: number | null = null;

  @Property({ type: 'integer', nullable: true })
  inputCount: number | null = null;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: new BigIntType('number'), nullable: true })
  verifiedSequence: number | null = null;
}
