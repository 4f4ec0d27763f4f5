import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One row per address: subscribing again is a friendly no-op, never a duplicate. */
@Entity({ tableName: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  /** Lower-cased by the contract schema before it gets here. */
  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
