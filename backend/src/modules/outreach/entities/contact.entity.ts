import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Someone a participant may invite to give; only the account that added it ever reads it. */
@Entity({ tableName: 'contacts' })
export class Contact {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  ownerAccountId!: string;

  @Property({ type: 'text' })
  fullName!: string;

  /** Lower-cased. */
  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  /** E.164. */
  @Property({ type: 'text', nullable: true })
  phoneNumber: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
