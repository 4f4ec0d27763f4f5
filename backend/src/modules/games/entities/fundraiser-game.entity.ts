import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { GameSlug } from '@fundplay/contracts';
import { randomUUID } from 'node:crypto';

/** One of FundPlay's verifiable games (by slug), as a fundraiser names and pictures it. */
@Entity({ tableName: 'fundraiser_games' })
export class FundraiserGame {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'text' })
  slug!: GameSlug;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'uuid', nullable: true })
  imageFileId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();

  /** Deleted games keep their runs (and the ledger's `run:` references) but leave every list and board. */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;
}
