import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { MinorUnitsType } from '../../../platform/database/minor-units.type';

/** A competing group of a fundraiser (spec §3 Group). Goal and totals in cents. */
@Entity({ tableName: 'fundraiser_groups' })
export class FundraiserGroup {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: MinorUnitsType })
  goalCents: Opt<number> = 0;

  @Property({ type: 'text' })
  cause: Opt<string> = '';

  /** The group's own admin: an administrator of the fundraiser's organisation. */
  @Property({ type: 'uuid', nullable: true })
  adminAccountId: string | null = null;

  /** Linked payout account (payments issue). */
  @Property({ type: 'text', nullable: true })
  payoutAccountId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
