import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A fundraiser. The fundraisers issue fills in the spec's fields (address, groups, links...);
 * the public figures already read how many ran and how much they raised.
 */
@Entity({ tableName: 'fundraisers' })
export class Fundraiser {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text' })
  fundRaisingName!: string;

  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  @Property({ type: 'timestamptz' })
  endsAt!: Date;

  @Property({ type: 'bigint' })
  goalCents!: string;

  /** Projection of the ledger: updated in the same transaction as the ledger postings. */
  @Property({ type: 'bigint', default: 0 })
  raisedCents: Opt<string> = '0';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
