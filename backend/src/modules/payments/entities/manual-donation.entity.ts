import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { MinorUnitsType } from '../../../platform/database/minor-units.type';

/**
 * Money an administrator received outside the card flow (cash, a cheque) and credited to a participant. The ledger
 * holds the money (external reference `manual:<id>`); this row says who recorded it, why and when.
 */
@Entity({ tableName: 'manual_donations' })
export class ManualDonation {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid', nullable: true })
  groupId: string | null = null;

  /** The credited participant's membership (null only once that membership is gone). */
  @Property({ type: 'uuid', nullable: true })
  membershipId: string | null = null;

  @Property({ type: MinorUnitsType })
  amountCents!: number;

  @Property({ type: 'text' })
  comments: Opt<string> = '';

  /** How the supporters wall names this money ("Bake sale"); null: "Offline gift". */
  @Property({ type: 'text', nullable: true })
  label: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  recordedBy: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
