import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A connected (Express) account at the payment provider that an administrator created to receive donations.
 * The row is written before the provider is asked, so its id is the idempotency key; `providerAccountId` is set
 * once the provider answered. The flags cache the provider's state (refreshed by account.updated and on demand):
 * only an account whose charges are enabled may be linked.
 */
@Entity({ tableName: 'payout_accounts' })
export class PayoutAccount {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  ownerAccountId!: string;

  @Property({ type: 'text' })
  displayName!: string;

  /** `acct_…` */
  @Property({ type: 'text', nullable: true, unique: true })
  providerAccountId: string | null = null;

  @Property({ type: 'boolean' })
  chargesEnabled: Opt<boolean> = false;

  @Property({ type: 'boolean' })
  payoutsEnabled: Opt<boolean> = false;

  @Property({ type: 'boolean' })
  detailsSubmitted: Opt<boolean> = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
